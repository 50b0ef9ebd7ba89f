// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The 26 role codes, read from the policy's one role table: anywhere else, a role code written out is
 * a rule the policy should hold (a permission, a rank, a scope) instead.
 */
const roleCodes = [
  ...readFileSync('src/shared/policy/roles.ts', 'utf8').matchAll(/code: '([A-Z_()]+)'/g),
].map((m) => m[1].replace(/[()]/g, '\\$&'));

const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The import boundaries of ARCHITECTURE.md: shared imports nothing of client or server; client and
 * server never import each other; server routes never reach the database, services import nothing of
 * HTTP (nor fastify, below);
 * inside the client, shared -> features -> app, and no feature imports another.
 */
const boundaries = [
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'shared/ runs on both sides' },
  { target: './src/client', from: './src/server', message: 'the client never imports the server' },
  { target: './src/server', from: './src/client', message: 'the server never imports the client' },
  {
    target: './src/server/routes',
    from: './src/server/db',
    message: 'routes map request -> service call -> answer; the services own queries and transactions',
  },
  {
    target: './src/server/services',
    from: ['./src/server/http', './src/server/routes', './src/server/plugins'],
    message: 'services know nothing of HTTP: plain inputs and results, domain errors (services/errors.ts)',
  },
  {
    target: [
      './src/client/lib',
      './src/client/components',
      './src/client/hooks',
      './src/client/theme',
      './src/client/form-engine',
      './src/client/activity-domain',
      './src/client/pickers',
    ],
    from: ['./src/client/features', './src/client/app'],
    message: 'shared client code sits below features and app',
  },
  { target: './src/client/features', from: './src/client/app', message: 'features sit below app' },
  {
    target: './src/client/form-engine',
    from: ['./src/client/lib/api-client.ts', './src/client/pickers'],
    message: 'the form engine is generic: API-backed widgets live in pickers/ and are handed to it by name',
  },
  ...features.map((name) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'features do not import each other; move shared code to hooks/, lib/ or components/',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/shared/api/openapi.d.ts',
      'src/client/generated/validators/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The offices' names in each language are keyed by role code: a translation, not a permission.
    ignores: [
      'src/shared/policy/**',
      'src/server/db/seed/**',
      'src/client/i18n/roles/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/^(${roleCodes.join('|')})$/]`,
          message: 'a role code belongs in src/shared/policy: ask it for a permission, a rank or a scope',
        },
      ],
    },
  },
  {
    files: ['src/server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', 'fastify-plugin'], message: 'services know nothing of HTTP' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Accessibility of the JSX itself (issue 13); the browser tests check the drawn screens with axe.
    files: ['src/client/**/*.tsx'],
    plugins: jsxA11y.configs.recommended.plugins,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Blueprint's inputs take autoFocus where a screen or dialog has one job (sign in, a reject
      // comment) and rjsf hands on a schema's ui:autofocus; raw DOM elements are still checked.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolling region must take the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
);

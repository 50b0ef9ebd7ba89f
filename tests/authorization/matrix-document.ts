/**
 * Renders docs/authorization-matrix.md from the expected matrix (tests/authorization/expected-matrix.ts):
 * one table per area of the contract, the club-situation rules, the parameter table behind the
 * club-scoped operations and the cell counts the API test checks. Deterministic: the same policy and
 * contract give the same bytes (formatted by the project's prettier settings, so `format:check` holds).
 */
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CLUB_OFFICER_ROLES, ROLES, type Role } from '../../src/shared/policy';
import {
  buildExpectedMatrix,
  CLUB_OBJECT_KINDS,
  countCells,
  ID_PARAMETERS,
  isClubScoped,
  PATH_PARAMETERS,
  PROJECT_OBJECT_KINDS,
  loadContract,
  OUTCOMES,
  PARAMETERS_BY_NAME,
  SITUATION_RULES,
  SITUATIONS,
  type ContractOperation,
  type MatrixCell,
  type Outcome,
  type Situation,
} from './expected-matrix';

/** The generated document. */
export const MATRIX_DOCUMENT = fileURLToPath(new URL('../../docs/authorization-matrix.md', import.meta.url));

/** Column heads: a short code per role (the legend spells them out). */
export const ROLE_ABBREVIATIONS: Readonly<Record<Role, string>> = {
  CLUB_PRESIDENT: 'CP',
  CLUB_SECRETARY: 'CS',
  CLUB_TREASURER: 'CT',
  CLUB_ADMINISTRATOR: 'CA',
  CLUB_GST_COORDINATOR: 'CGST',
  CLUB_MEMBER: 'CM',
  ZONE_CHAIRPERSON: 'ZC',
  REGION_CHAIRPERSON: 'RC',
  REGION_SECRETARY: 'RS',
  REGION_CPE_COORDINATOR: 'RCPE',
  REGION_GST_COORDINATOR: 'RGST',
  REGION_GMT_COORDINATOR: 'RGMT',
  REGION_GET_COORDINATOR: 'RGET',
  CLUBS_PERFORMANCE_EVALUATION: 'CPE',
  DISTRICT_GOVERNOR: 'DG',
  FIRST_VICE_DISTRICT_GOVERNOR: '1VDG',
  SECOND_VICE_DISTRICT_GOVERNOR: '2VDG',
  PAST_DISTRICT_GOVERNOR: 'PDG',
  CABINET_SECRETARY: 'CabS',
  CABINET_TREASURER: 'CabT',
  DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR: 'DGMT',
  DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR: 'DGAT',
  DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR: 'DGLT',
  DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR: 'DGST',
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR': 'DGET',
  DISTRICT_LCIF_COORDINATOR: 'LCIF',
};

const OUTCOME_WORDS: Record<Outcome, string> = {
  allow:
    'the request passes authorization: any answer but 401 and 403, and no 404 on a club-scoped ' +
    'operation (the handler may still refuse the placeholder body with 400, 409 or 422).',
  'deny-role': "403 'This action is unauthorized.': the policy does not grant the role the permission.",
  'deny-club': "403 'Your role is bound to your own club.': a club officer named another club.",
  'not-found-scope':
    "404: a club officer reached another club's object by id, or a club or zone office another zone's service project.",
  'deny-type':
    "403 'You may not edit a project of this type.': a wizard step or submission on a project of a type the role may not edit (the matrix's projects are CP, a club type).",
};

/** The symbol of one role on one operation, summarising its situations. */
function symbolOf(cells: readonly MatrixCell[]): string {
  const by = new Map<Situation, Outcome>(cells.map((c) => [c.situation, c.outcome]));
  const outcomes = [...by.values()];
  if (outcomes.every((o) => o === 'allow')) return '✓';
  if (outcomes.every((o) => o === 'deny-type')) return 'type';
  if (outcomes.every((o) => o === 'deny-role' || o === 'deny-club')) return '✗';
  const ownOnly =
    by.get('own') === 'allow' &&
    by.get('none') === 'allow' &&
    by.get('other') === 'deny-club' &&
    (!by.has('cross') || by.get('cross') === 'not-found-scope');
  if (ownOnly) return 'own';
  const reachOnly =
    by.get('own') === 'allow' &&
    by.get('none') === 'allow' &&
    by.get('other') === 'not-found-scope' &&
    by.get('cross') === 'not-found-scope';
  if (reachOnly) return 'reach';
  // Not produced by today's policy; spelled out per situation should it ever be.
  return SITUATIONS.filter((s) => by.has(s))
    .map((s) => `${s}:${by.get(s)}`)
    .join(' ');
}

function accessOf(op: ContractOperation): string {
  const base = op.isPublic
    ? 'public'
    : op.permission
      ? `\`${op.permission}\``
      : op.roleOptional
        ? 'session'
        : 'role held';
  return isClubScoped(op) ? `${base}, club-scoped` : base;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The document's markdown, before formatting. */
export function renderMatrixMarkdown(
  areas: readonly { name: string; description: string }[],
  operations: readonly ContractOperation[],
): string {
  const cells = buildExpectedMatrix(operations);
  const byOperation = new Map<string, MatrixCell[]>();
  for (const cell of cells) {
    const list = byOperation.get(cell.operationId) ?? [];
    list.push(cell);
    byOperation.set(cell.operationId, list);
  }
  const counts = countCells(cells);
  const out: string[] = [];

  out.push('# Authorization matrix');
  out.push(
    '<!-- Generated by scripts/authorization-matrix.ts from src/shared/policy and openapi/openapi.yaml: do not edit. Regenerate with `npm run docs:matrix`. -->',
  );
  out.push(
    '> **Generated file.** Written by `scripts/authorization-matrix.ts` from the policy table ' +
      '(`src/shared/policy`) and the contract (`openapi/openapi.yaml`); regenerate with ' +
      '`npm run docs:matrix`. `tests/api/authorization-matrix.test.ts` sends every cell below to the ' +
      'app and fails when the app answers otherwise, or when this file differs from what the script writes.',
  );

  out.push('## How the expected outcome is derived');
  out.push(
    [
      'For each operation, role and club situation, in this order (as `src/server/plugins/auth.ts` checks):',
      '',
      '1. an `x-public` operation is allowed to everybody, whatever the headers;',
      `2. a club officer (${CLUB_OFFICER_ROLES.map((r) => `\`${r}\``).join(', ')}) naming another club in the \`club\` header is refused: **deny-club**;`,
      '3. an operation with `x-permission` is refused to a role the policy does not grant it (`can(role, permission)`): **deny-role**;',
      "4. a club officer whose path reaches another club's object by id gets **not-found-scope** (404), as if the object did not exist;",
      "   so does every club office (officers, `CLUB_GST_COORDINATOR`, `CLUB_MEMBER`) and zone office whose path reaches a service project (or a part of one) of the `other` club, which lies in another zone of the demo club's region: projects are reached by the office's own club, zone, region or district (`src/server/services/projects/project-scope.ts`);",
      "5. a wizard step or submission (`project.route.manage` on a project by id) by a role that may not edit the project's type gets **deny-type**: the matrix's projects are CP, a club type, which needs `project.editAny` (the region roles edit only RP and JRP);",
      '6. everything else is **allow** (operations without `x-permission` are open to every role held today; `x-role-optional` ones to any signed-in user).',
      '',
      'Every request carries a valid bearer token of the demo login of the role and the `role` header ' +
        'naming that role; the other 22 roles choose their club freely, so the club header binds only ' +
        'the four club officers.',
    ].join('\n'),
  );

  out.push('### Club situations');
  out.push(SITUATIONS.map((s) => `- **${s}**: ${SITUATION_RULES[s]}`).join('\n'));

  out.push('### Outcomes');
  out.push(OUTCOMES.map((o) => `- **${o}**: ${OUTCOME_WORDS[o]}`).join('\n'));

  out.push('### Club-scoped operations');
  out.push(
    'An operation is club-scoped when a path parameter names an object of one club (a club, a member, ' +
      'a service project or one of its documents or contributions, an activity report or one of its ' +
      'entries); it is project-scoped when the object is ' +
      [...PROJECT_OBJECT_KINDS].map((k) => `a ${k}`).join(', ') +
      '. What a parameter names is the one hand-written table of `tests/authorization/expected-matrix.ts` ' +
      '(a row for one path wins over a row for the name):',
  );
  out.push(
    table(
      ['Parameter', 'Names', 'Club object', 'Why'],
      [
        ...PATH_PARAMETERS.map((rule) => [
          `\`{${rule.name}}\` of \`${rule.path}\``,
          rule.kind,
          CLUB_OBJECT_KINDS.has(rule.kind) ? 'yes' : 'no',
          rule.why,
        ]),
        ...Object.entries(PARAMETERS_BY_NAME).map(([name, rule]) => [
          `\`{${name}}\``,
          rule.kind,
          CLUB_OBJECT_KINDS.has(rule.kind) ? 'yes' : 'no',
          rule.why,
        ]),
        ...ID_PARAMETERS.map((rule) => [
          `\`{id}\` under ${rule.under.map((prefix) => `\`${prefix}\``).join(', ')}`,
          rule.kind,
          CLUB_OBJECT_KINDS.has(rule.kind) ? 'yes' : 'no',
          rule.why,
        ]),
      ],
    ),
  );

  out.push('### Cells');
  out.push(
    [
      '- ✓ allowed in every situation;',
      '- ✗ refused in every situation (deny-role, and deny-club for an officer naming another club);',
      "- own: a club officer's own club only: allowed in `own` and `none`, deny-club in `other`, not-found-scope in `cross` on club-scoped operations;",
      "- reach: a club or zone office's own reach only (service projects): allowed in `own` and `none`, not-found-scope in `other` and `cross`;",
      "- type: deny-type in every situation: the role edits only region projects (RP, JRP), and the matrix's projects are CP.",
    ].join('\n'),
  );
  out.push(
    table(
      ['Code', 'Role'],
      ROLES.map((r) => [ROLE_ABBREVIATIONS[r], `\`${r}\``]),
    ),
  );

  out.push('## Cells checked, per outcome');
  out.push(
    `${cells.length} cells: ${operations.length} operations × ${ROLES.length} roles × their situations ` +
      `(\`cross\` for the ${operations.filter((op) => isClubScoped(op)).length} club-scoped operations only). ` +
      `${cells.filter((c) => c.public).length} of the allow cells are public operations.`,
  );
  out.push(
    table(
      ['Outcome', ...SITUATIONS, 'all'],
      [
        ...OUTCOMES.map((o) => [
          o,
          ...SITUATIONS.map((s) => String(counts[o][s])),
          String(SITUATIONS.reduce((sum, s) => sum + counts[o][s], 0)),
        ]),
        [
          'total',
          ...SITUATIONS.map((s) => String(OUTCOMES.reduce((sum, o) => sum + counts[o][s], 0))),
          String(cells.length),
        ],
      ],
    ),
  );

  for (const area of areas) {
    const ops = operations.filter((op) => op.area === area.name);
    if (ops.length === 0) continue;
    out.push(`## ${area.name}`);
    if (area.description) out.push(area.description);
    out.push(
      table(
        ['Operation', 'Request', 'Access', ...ROLES.map((r) => ROLE_ABBREVIATIONS[r])],
        ops.map((op) => {
          const opCells = byOperation.get(op.operationId)!;
          return [
            `\`${op.operationId}\``,
            `\`${op.method} ${op.path}\``,
            accessOf(op),
            ...ROLES.map((role) => symbolOf(opCells.filter((c) => c.role === role))),
          ];
        }),
      ),
    );
  }
  const unlisted = operations.filter((op) => !areas.some((a) => a.name === op.area));
  if (unlisted.length > 0) {
    throw new Error(
      `operations outside the contract's tags: ${unlisted.map((o) => o.operationId).join(', ')}`,
    );
  }
  return `${out.join('\n\n')}\n`;
}

/** The document as the script writes it: rendered from the contract and formatted. */
export async function renderMatrixDocument(): Promise<string> {
  const { areas, operations } = await loadContract();
  const options = (await resolveConfig(MATRIX_DOCUMENT)) ?? {};
  return format(renderMatrixMarkdown(areas, operations), { ...options, parser: 'markdown' });
}

import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The environment variables the server reads; README lists each with its default. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('LionsCMS'),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  FILES_DIR: z.string().min(1).optional(),
  SCHEMAS_DIR: z.string().min(1).optional(),
  FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

/** The validated configuration of a server process. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  database: { url: string } | { dataDir: string };
  seed: 'demo' | 'none';
  logLevel: string;
  sessionTtlHours: number;
  publicUrl: string;
  trustProxy: boolean;
  sms: { gatewayUrl?: string; gatewayToken?: string; senderId: string };
  staticDir: string;
  /** Uploaded files, outside the web root. */
  filesDir: string;
  /** The activity catalogue and schemas (the project's `schemas/` unless a district keeps its own). */
  schemasDir?: string;
  /** Key of the signed file links; a random one per process when unset. */
  fileUrlSecret?: string;
  /** Responses are checked against the OpenAPI document outside production. */
  validateResponses: boolean;
}

/** Raised with every problem of the environment at once, in words a person can act on. */
export class ConfigError extends Error {}

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables mean "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: e.DATA_DIR },
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID },
    staticDir: e.STATIC_DIR,
    filesDir: e.FILES_DIR ?? `${e.DATA_DIR}/files`,
    schemasDir: e.SCHEMAS_DIR,
    fileUrlSecret: e.FILE_URL_SECRET,
    validateResponses: e.NODE_ENV !== 'production',
  };
}

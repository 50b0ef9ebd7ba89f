import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr knows for address ranges (loopback, private networks). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix range, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address: the addresses of the proxies in front of the server.
 * `true` (trust every X-Forwarded-For entry) is refused: a caller would put a new address at the
 * front of each guess and never be throttled. So is a hop count: it cannot tell a proxy from a client
 * that connects directly and writes the header itself (Fastify 5 ignores hop counts for that reason).
 */
const trustProxyFlag = z.string().transform((value, ctx): false | string[] => {
  const v = value.trim();
  if (/^(false|no)$/i.test(v)) return false;
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = /^(true|yes|\d+)$/i.test(v) ? [v] : entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false or the addresses of the proxies in front of the server ' +
        `(127.0.0.1,10.0.0.0/8 or loopback); not ${wrong.join(', ') || 'empty'}`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * The largest adjustment of a project's points the API takes either way (openapi.yaml's minimum and
 * maximum of point-update's `point`): a district's PROJECT_ADJUSTMENT_LIMIT may not go past it.
 */
export const PROJECT_ADJUSTMENT_BOUND = 100_000;

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
  SEED: z.enum(['demo', 'district', 'none']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxyFlag.optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('LionsCMS'),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  FILE_STORE: z.enum(['folder', 'database']).optional(),
  FILES_DIR: z.string().min(1).optional(),
  SCHEMAS_DIR: z.string().min(1).optional(),
  FILE_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ORPHAN_FILE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  ORPHAN_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60 * 60)
    .default(60 * 60),
  REMINDERS: z.enum(['on', 'off']).optional(),
  PROJECT_ADJUSTMENT_LIMIT: z.coerce
    .number({ error: 'must be a number of points' })
    .positive('must be a positive number of points')
    .max(PROJECT_ADJUSTMENT_BOUND, `must be at most ${PROJECT_ADJUSTMENT_BOUND} (the API's bound)`)
    .default(1000),
});

/** The validated configuration of a server process. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  database: { url: string } | { dataDir: string };
  /**
   * What an empty database is filled with: the demo district and its Lions year of filed reports
   * (`demo`), the district alone (`district`: the browser tests file their own), or nothing.
   */
  seed: 'demo' | 'district' | 'none';
  /**
   * True in production when SEED was not set: the demo district (27 accounts whose password the
   * README publishes) is then not loaded; only an explicit SEED=demo loads it there.
   */
  demoSeedWithheld: boolean;
  logLevel: string;
  sessionTtlHours: number;
  publicUrl: string;
  /** false, or the addresses of the proxies whose X-Forwarded-For is believed (Fastify's trustProxy). */
  trustProxy: false | string[];
  sms: { gatewayUrl?: string; gatewayToken?: string; senderId: string };
  staticDir: string;
  /**
   * Where uploads are kept: 'database' (the stored_files table, which every process on the database
   * reaches; the default with DATABASE_URL) or 'folder' (filesDir; the default on PGlite, whose data
   * folder serves one process anyway).
   */
  fileStore: 'folder' | 'database';
  /** The uploads folder when fileStore is 'folder' (outside the web root). */
  filesDir: string;
  /** The activity catalogue and schemas (the project's `schemas/` unless a district keeps its own). */
  schemasDir?: string;
  /** Key of the signed file links; a random one per process when unset. */
  fileUrlSecret?: string;
  /**
   * Age after which a stored file that no row names is removed, on PostgreSQL (where another process
   * may be in the middle of an upload); on PGlite the one process sweeps everything at start.
   */
  orphanFileMinutes: number;
  /**
   * How often the orphan sweep runs, once across all processes (scheduled_job_runs); each process
   * asks for the turn six times as often, so the run is late by a sixth of this at most.
   */
  orphanSweepSeconds: number;
  /**
   * Whether the process runs the daily reminder SMS (REMINDERS=on|off): on unless turned off, and off
   * under NODE_ENV=test, where a test that wants a run calls it itself.
   */
  reminders: boolean;
  /**
   * The largest adjustment of a service project's points the evaluator may make at once, either way
   * (PROJECT_ADJUSTMENT_LIMIT; 1000 unless the district says otherwise, at most PROJECT_ADJUSTMENT_BOUND).
   */
  projectAdjustmentLimit: number;
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
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    demoSeedWithheld: e.NODE_ENV === 'production' && e.SEED === undefined,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY ?? false,
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID },
    staticDir: e.STATIC_DIR,
    fileStore: e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'folder'),
    filesDir: e.FILES_DIR ?? `${e.DATA_DIR}/files`,
    schemasDir: e.SCHEMAS_DIR,
    fileUrlSecret: e.FILE_URL_SECRET,
    orphanFileMinutes: e.ORPHAN_FILE_MINUTES,
    orphanSweepSeconds: e.ORPHAN_SWEEP_SECONDS,
    reminders: (e.REMINDERS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    projectAdjustmentLimit: e.PROJECT_ADJUSTMENT_LIMIT,
    validateResponses: e.NODE_ENV !== 'production',
  };
}

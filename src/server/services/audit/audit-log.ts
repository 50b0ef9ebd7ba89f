import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';

/** Who did something: the signed-in user and the role they acted in. */
export interface Actor {
  userId: number | null;
  role: string | null;
  ip: string | null;
}

/** One change to record. */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Fields never copied into the audit log. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'password_hash',
  'password',
  'tokenHash',
  'token_hash',
  'token',
]);

function scrub(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_FIELDS.has(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : scrub(v)]),
  );
}

/** Records a change, with secrets removed; call it inside the transaction that makes the change. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    role: actor.role,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}

import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { Operation } from '../openapi/operations';
import type { ActivityCatalogue } from '../services/activities/activity-catalogue';
import type { HeldRole } from '../services/auth/held-roles';
import type { SessionIdentity } from '../services/auth/sessions';
import type { SessionFinder } from '../services/auth/session-cache';
import type { Throttles } from '../services/auth/throttle';
import type { FileStore } from '../services/files/file-store';
import type { FileLinks } from '../services/files/signed-links';
import type { SmsSender } from '../services/sms/sms-sender';
import type { BackgroundJobs } from '../services/background/background-jobs';
import type { Actor } from '../services/audit/audit-log';

/** What the auth hook establishes for a request that carries a valid session. */
export interface AuthContext extends SessionIdentity {
  /** The role of the `role` header, held today; null only on role-optional operations without it. */
  role: HeldRole | null;
  /** The club acted for: an officer's own club, or the `club` header of other roles. */
  club: { id: number; uuid: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The auth hook's session lookup (kept between writes on PGlite). */
    findSession: SessionFinder;
    throttles: Throttles;
    sms: SmsSender;
    background: BackgroundJobs;
    files: FileStore;
    activityCatalogue: ActivityCatalogue;
    fileLinks: FileLinks;
    routeList: readonly { method: string; url: string }[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

/** The request's actor for the audit log. */
export function actorOf(request: { auth: AuthContext | null; ip: string }): Actor {
  return { userId: request.auth?.user.id ?? null, role: request.auth?.role?.name ?? null, ip: request.ip };
}

/** The auth context of a request on an operation that requires a session. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('requireAuth on a public operation');
  return request.auth;
}

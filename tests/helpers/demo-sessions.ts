import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../src/shared/policy';
import { signIn } from './test-app';

/** A signed-in demo login acting in one role, with the club it is bound to. */
export interface RoleSession {
  role: string;
  token: string;
  club: string | undefined;
}

/** Signs in the demo login of every role of the spec (26 sessions). */
export async function signInEveryRole(app: FastifyInstance): Promise<Map<string, RoleSession>> {
  const sessions = new Map<string, RoleSession>();
  for (const role of ROLES) {
    const { token, roles } = await signIn(app, role);
    sessions.set(role, { role, token, club: roles.find((r) => r.name === role)?.club?.uuid });
  }
  return sessions;
}

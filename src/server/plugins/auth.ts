import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, isClubOfficerRole, type Permission } from '../../shared/policy';
import { badRequest, forbidden, unauthenticated } from '../services/errors';
import { clubByUuid } from '../services/clubs/club-lookup';
import { text } from '../i18n/text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/.exec(header);
  return m ? m[1]! : null;
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/**
 * Authenticates every operation that is not public, before its body is read: a valid session, a
 * `role` header naming a role the user holds today (Asia/Colombo), a `club` header that the four club
 * officer roles may only set to their own club, and the operation's permission from the policy table.
 */
async function authenticate(app: FastifyInstance): Promise<void> {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation || operation.isPublic) return;

    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const identity = await app.findSession(token);
    if (!identity) throw unauthenticated();
    if (identity.user.status !== 'active' || identity.member.status !== 'active')
      throw unauthenticated(text('auth.memberNotActive'));
    // Known from here on, without a role yet: a refusal below is audited as this user's.
    request.auth = { ...identity, role: null, club: null };

    const roleName = singleHeader(request, 'role');
    const clubHeader = singleHeader(request, 'club');
    if (clubHeader && !UUID.test(clubHeader)) throw badRequest(text('auth.clubHeaderNotUuid'));

    if (!roleName) {
      if (!operation.roleOptional) throw badRequest(text('auth.roleHeaderRequired'));
      request.auth = { ...identity, role: null, club: null };
      return;
    }

    const held = identity.roles.filter((r) => r.name === roleName);
    if (held.length === 0) throw forbidden(text('auth.roleNotHeld', { role: roleName }));

    let club: { id: number; uuid: string; name: string } | null;
    if (isClubOfficerRole(roleName)) {
      // Officers act for their own club only; a member may be an officer of one club per role.
      const own = held.find((r) => r.club && (!clubHeader || r.club.uuid === clubHeader));
      if (!own?.club) throw forbidden(text('auth.roleBoundToOwnClub'));
      club = own.club;
    } else if (clubHeader) {
      const row = await clubByUuid(app.db, clubHeader);
      if (!row) throw badRequest(text('auth.clubHeaderNoClub'));
      club = row;
    } else {
      club = held[0]!.club;
    }

    if (operation.permission && !can(roleName, operation.permission as Permission)) throw forbidden();
    request.auth = { ...identity, role: held[0]!, club };
  });
}

/** The auth hook, applied to the whole app (not encapsulated in its own plugin scope). */
export const authPlugin = fp(authenticate, { name: 'auth' });

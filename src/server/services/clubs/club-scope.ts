import { isClubOfficerRole } from '../../../shared/policy';

/** Whom a request acts as, as far as club scope goes: the role acted in and the club acted for. */
export interface ClubActing {
  role: { name: string } | null;
  club: { id: number } | null;
}

/**
 * The clubs a request may reach: a club officer only their own club (its id); every other role
 * any club (null). Objects outside the scope are answered as not found.
 */
export function ownClubOnly(auth: ClubActing): number | null {
  return auth.role && isClubOfficerRole(auth.role.name) ? auth.club!.id : null;
}

/** True when the scope lets the request reach an object of the given club. */
export function inScope(auth: ClubActing, clubId: number | null): boolean {
  const own = ownClubOnly(auth);
  return own === null || own === clubId;
}

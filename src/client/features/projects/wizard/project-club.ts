import { useEffect } from 'react';
import { roleScope } from '../../../../shared/policy';
import { actingRole, chooseClub, useSession, type StoredRole } from '../../../lib/session-store';
import { useProjectInfo } from '../api/use-project-info';

/** How step 1 asks a role not bound to a club for the project's club. */
export interface ClubChooser {
  /** The region whose clubs it offers (a region office's); absent, every club the role reaches. */
  within?: string;
}

/**
 * Whether and where step 1 asks for the club: not for a role bound to its club (the officers, the
 * club GST coordinator: the server takes their own); a region office searches its region's clubs; any
 * other role (the evaluator), or a region office of a session stored before the roles named their
 * region, searches every club it reaches.
 */
export function clubChooserFor(role: StoredRole | null): ClubChooser | null {
  if (!role || role.club) return null;
  if (roleScope(role.name) === 'region' && role.region) return { within: role.region.uuid };
  return {};
}

/** True when the session's role is not bound to a club (it chooses the club it acts for). */
export function useChoosesClub(): boolean {
  return clubChooserFor(actingRole(useSession())) !== null;
}

/**
 * For a role not bound to a club, makes a stored project's club the session's chosen club once the
 * project loads: the title bar then names the club the wizard works on, not the official's own, and
 * the requests act for it. A project never changes club, so this is only ever its own.
 */
export function useSessionClubFollowsProject(uuid: string | null): void {
  const choosesClub = useChoosesClub();
  const { clubId } = useSession();
  const project = useProjectInfo(choosesClub && uuid ? uuid : undefined);
  const club = project.data?.club;
  useEffect(() => {
    if (choosesClub && club && club.uuid !== clubId) chooseClub({ uuid: club.uuid, name: club.name });
  }, [choosesClub, club, clubId]);
}

import { useState } from 'react';
import { can } from '../../../shared/policy';
import type { ClubChoice } from '../../components/club-picker';
import { useSession } from '../../lib/session-store';

/**
 * The club a club-wise report is for: a club officer's own club, fixed; for other roles the club
 * they picked, starting from the club they act for. The choice stays on the reports screen: it does
 * not change the club the session acts for.
 */
export function useReportClub() {
  const { role, clubId, clubName } = useSession();
  const fixed = !can(role, 'club.choose');
  const sessionClub = clubId ? { uuid: clubId, name: clubName ?? '' } : null;
  const [picked, setPicked] = useState<ClubChoice | null>(null);
  return { club: fixed ? sessionClub : (picked ?? sessionClub), fixed, setPicked };
}

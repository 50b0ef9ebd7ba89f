import { lazy, Suspense, useId, useState } from 'react';
import { can } from '../../../../shared/policy';
import type { ClubChoice } from '../../../components/club-picker';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainSpinner } from '../../../components/first-load/plain-spinner';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { chooseClub, useSession } from '../../../lib/session-store';
import { useClubMembers } from '../api/use-club-members';
import { useClubPoints } from '../api/use-club-points';
import { useClubStanding } from '../api/use-club-standing';
import { homeMessages } from '../messages';
import { ClubOverviewCards } from './club-overview';
import { ClubStandingLine } from './club-standing';
import { MemberStrip } from './member-strip';
import '../home.css';

// The picker (Blueprint's Suggest, Popover and Menu) and the prompt to choose a club only for the
// roles that choose one: a club officer's home page evaluates none of Blueprint's JavaScript but its
// Card (issue 15, the home page's blocking time).
const ClubPicker = lazy(() =>
  import('../../../components/club-picker').then((m) => ({ default: m.ClubPicker })),
);
const ChooseClubPrompt = lazy(() =>
  import('./choose-club-prompt').then((m) => ({ default: m.ChooseClubPrompt })),
);

/** The text that asks a role without a club to choose one (in English). */
export const CHOOSE_CLUB_TEXT = homeMessages.chooseClub.defaultMessage;

/** The cards and the member strip of the chosen club, with their loading and failure states. */
function ChosenClubOverview() {
  const t = useT();
  const points = useClubPoints();
  const members = useClubMembers();
  // The standing is extra: while it loads, or should it fail, the overview shows without it.
  const standing = useClubStanding();
  if (points.isPending)
    return <PlainSpinner size={32} className="cms-home__spinner" label={t(homeMessages.loading)} />;
  if (points.isError) return <ErrorAlert lines={linesOf(points.error)} />;
  // A failed member list leaves the count unknown and the strip empty (spec 1 section 7).
  return (
    <>
      <ClubOverviewCards points={points.data} memberTotal={members.data?.meta.total} />
      <MemberStrip members={members.data?.data ?? []} />
      {/* Last, so its late arrival moves nothing above it (the home page's layout shift, P8). */}
      {standing.data ? <ClubStandingLine data={standing.data} /> : null}
    </>
  );
}

/**
 * 'Club Overview' of the club acted for (spec 1 section 2.8). Club officers see their own club;
 * every other role picks one here (the choice is the session's club, sent with every request), and
 * until then sees a prompt instead of the cards.
 */
export function ClubOverviewSection() {
  const t = useT();
  const { role, clubId, clubName } = useSession();
  const headingId = useId();
  // The name of the club picked here, for the picker's text should the session not know it.
  const [picked, setPicked] = useState<ClubChoice | null>(null);
  const mayChoose = can(role, 'club.choose');
  const chosen: ClubChoice | null = clubId
    ? { uuid: clubId, name: clubName ?? (picked?.uuid === clubId ? picked.name : '') }
    : null;

  const choose = (club: ClubChoice) => {
    setPicked(club);
    chooseClub(club);
  };

  return (
    <section className="cms-home__overview" aria-labelledby={headingId}>
      <div className="cms-home__overview-head">
        <h2 id={headingId} className="bp6-heading cms-home__overview-title">
          {t(homeMessages.overviewTitle)}
        </h2>
        {mayChoose ? (
          <div className="cms-home__club-picker">
            <Suspense fallback={null}>
              <ClubPicker value={chosen} onChange={choose} label={t(homeMessages.club)} />
            </Suspense>
          </div>
        ) : null}
      </div>
      {clubId ? (
        <ChosenClubOverview />
      ) : (
        <Suspense fallback={null}>
          <ChooseClubPrompt />
        </Suspense>
      )}
    </section>
  );
}

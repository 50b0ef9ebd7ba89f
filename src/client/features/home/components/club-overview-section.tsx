import { Callout, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { can } from '../../../../shared/policy';
import { ClubPicker, type ClubChoice } from '../../../components/club-picker';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { chooseClub, useSession } from '../../../lib/session-store';
import { useClubMembers } from '../api/use-club-members';
import { useClubPoints } from '../api/use-club-points';
import { homeMessages } from '../messages';
import { ClubOverviewCards } from './club-overview';
import { MemberStrip } from './member-strip';
import '../home.css';

/** The text that asks a role without a club to choose one (in English). */
export const CHOOSE_CLUB_TEXT = homeMessages.chooseClub.defaultMessage;

/** The cards and the member strip of the chosen club, with their loading and failure states. */
function ChosenClubOverview() {
  const t = useT();
  const points = useClubPoints();
  const members = useClubMembers();
  if (points.isPending)
    return <Spinner size={32} className="cms-home__spinner" aria-label={t(homeMessages.loading)} />;
  if (points.isError) {
    const lines = linesOf(points.error);
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Callout>
    );
  }
  // A failed member list leaves the count unknown and the strip empty (spec 1 section 7).
  return (
    <>
      <ClubOverviewCards points={points.data} memberTotal={members.data?.meta.total} />
      <MemberStrip members={members.data?.data ?? []} />
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
        <H2 id={headingId} className="cms-home__overview-title">
          {t(homeMessages.overviewTitle)}
        </H2>
        {mayChoose ? (
          <div className="cms-home__club-picker">
            <ClubPicker value={chosen} onChange={choose} label={t(homeMessages.club)} />
          </div>
        ) : null}
      </div>
      {clubId ? (
        <ChosenClubOverview />
      ) : (
        <NonIdealState
          className="cms-home__choose"
          icon="office"
          title={t(homeMessages.chooseClub)}
          description={t(homeMessages.chooseClubHint)}
        />
      )}
    </section>
  );
}

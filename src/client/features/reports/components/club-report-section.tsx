import { Button, FormGroup, H3, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { can } from '../../../../shared/policy';
import type { ClubChoice } from '../../../components/club-picker';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useSession } from '../../../lib/session-store';
import { useClubReportDownload } from '../api/use-club-report-download';
import { ClubField } from '../../../components/club-field';

/**
 * 'Activity Reports Club Wise' (spec 1 section 2.10): a club and a 'Download csv' button that saves
 * the club's activity report as admin-activity-{club}.csv. Club officers are held to their own club;
 * other roles search one, starting from the club they act for. The choice stays on this screen: it
 * does not change the club the session acts for.
 */
export function ClubReportSection() {
  const { role, clubId, clubName } = useSession();
  const fixed = !can(role, 'club.choose');
  const sessionClub = clubId ? { uuid: clubId, name: clubName ?? '' } : null;
  const [picked, setPicked] = useState<ClubChoice | null>(null);
  const club = fixed ? sessionClub : (picked ?? sessionClub);
  const download = useClubReportDownload();
  const [errorLines, dismissError] = useErrorLines(download.error);
  const headingId = useId();

  return (
    <section className="cms-reports__section" aria-labelledby={headingId}>
      <H3 id={headingId}>Activity Reports Club Wise</H3>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <div className="cms-reports__row">
        <FormGroup label="Club" className="cms-reports__club">
          <ClubField club={club} fixed={fixed} onChange={setPicked} />
        </FormGroup>
        <Button
          intent={Intent.PRIMARY}
          icon="download"
          text="Download csv"
          className="cms-reports__download"
          loading={download.isPending}
          disabled={!club || download.isPending}
          onClick={() => club && download.mutate(club)}
        />
      </div>
    </section>
  );
}

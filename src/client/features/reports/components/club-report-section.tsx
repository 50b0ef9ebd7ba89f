import { FormGroup, H3 } from '@blueprintjs/core';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useClubReportDownload } from '../api/use-club-report-download';
import { ClubField } from '../../../components/club-field';
import { reportMessages } from '../messages';
import { useReportClub } from '../use-report-club';
import { DownloadButton } from './download-button';

/**
 * 'Activity Reports Club Wise' (spec 1 section 2.10): a club and a 'Download csv' button that saves
 * the club's activity report as admin-activity-{club}.csv. Club officers are held to their own club;
 * other roles search one, starting from the club they act for. The choice stays on this screen: it
 * does not change the club the session acts for.
 */
export function ClubReportSection() {
  const t = useT();
  const { club, fixed, setPicked } = useReportClub();
  const download = useClubReportDownload();
  const [errorLines, dismissError] = useErrorLines(download.error);
  const headingId = useId();

  return (
    <section className="cms-reports__section" aria-labelledby={headingId}>
      <H3 id={headingId}>{t(reportMessages.activityHeading)}</H3>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <div className="cms-reports__row">
        <FormGroup label={t(reportMessages.club)} className="cms-reports__club">
          <ClubField club={club} fixed={fixed} onChange={setPicked} />
        </FormGroup>
        <DownloadButton text={t(reportMessages.downloadCsv)} choice={club} download={download} />
      </div>
    </section>
  );
}

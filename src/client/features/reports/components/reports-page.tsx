import '../reports.css';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n/translator';
import { reportMessages } from '../messages';
import { ClubReportSection } from './club-report-section';
import { ProjectReportsSection } from './project-reports-section';

/**
 * '/reports' (spec 1 section 2.10), open to every signed-in role: the downloads of the district's
 * reports: the activity report of a club, and the service project reports by theme and by club.
 */
export function ReportsPage() {
  const t = useT();
  return (
    <div className="cms-reports">
      <PageHeader title={t(reportMessages.title)} />
      <ClubReportSection />
      <ProjectReportsSection />
    </div>
  );
}

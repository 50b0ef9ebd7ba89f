import '../reports.css';
import { PageHeader } from '../../../components/page-header';
import { ClubReportSection } from './club-report-section';

/**
 * '/reports' (spec 1 section 2.10), open to every signed-in role: the downloads of the district's
 * reports. The service project reports join it with the projects feature.
 */
export function ReportsPage() {
  return (
    <div className="cms-reports">
      <PageHeader title="Reports" />
      <ClubReportSection />
    </div>
  );
}

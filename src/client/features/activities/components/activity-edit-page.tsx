import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useActivityFormDefinition } from '../../../form-engine/activity-form';
import type { ActivityReport } from '../../../form-engine/activity-view';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import { useActivityReport } from '../api/use-activity-report';
import { activityMessages } from '../messages';
import { knownMembersOf, reportToFormValues } from '../report-form-values';
import { useActivityRoute } from '../use-activity-route';
import { UnknownActivity } from './activity-page-frame';
import { ReportFormPage } from './report-form-page';

/**
 * '/activities/monthly/edit/{uuid}/{month}/{key}': the report's form, filled with what was filed
 * (the original showed a placeholder here). Saving sends the report back to review; a stored file is
 * kept unless a new one is chosen.
 */
export function ActivityEditPage() {
  const { month, key, type, id } = useActivityRoute();
  const navigate = useNavigate();
  const t = useT();
  const report = useActivityReport(type, id);
  const definition = useActivityFormDefinition(key);
  const schema = definition.data?.schema;
  const values = useMemo(
    () => (report.data && schema ? reportToFormValues(report.data as ActivityReport, schema, t) : undefined),
    [report.data, schema, t],
  );
  const known = useMemo(
    () => (report.data && schema ? knownMembersOf(report.data as ActivityReport, schema) : undefined),
    [report.data, schema],
  );
  if (!type) return <UnknownActivity />;
  // Contributions change entry by entry, on their own screen.
  if (type.entries) return <Navigate to={`/activities/monthly/add/${month}/${key}`} replace />;
  return (
    <ReportFormPage
      title={t(activityMessages.editActivity)}
      type={type}
      month={month}
      id={id}
      formData={values}
      knownMembers={known}
      loading={report.isPending || !values}
      loadError={report.error}
      onSaved={() => {
        void showToast(t(activityMessages.updated));
        navigate(`/activities/monthly/view/${id}/${month}/${key}`);
      }}
    />
  );
}

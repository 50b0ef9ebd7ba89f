import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/translator';
import { Intent } from '@blueprintjs/core';
import { outboxMessages } from '../../../lib/outbox/messages';
import { showToast } from '../../../lib/toaster';
import { activityMessages } from '../messages';
import { useActivityRoute } from '../use-activity-route';
import { UnknownActivity } from './activity-page-frame';
import { ReportFormPage } from './report-form-page';

// Two of the 49 types take entries; their screen (and the review machine it asks) loads only for them.
const ContributionsPage = lazy(async () => ({
  default: (await import('./contributions-page')).ContributionsPage,
}));

/**
 * '/activities/monthly/add/{month}/{key}' (spec 2, add forms): the form of the key's type, titled
 * 'Activity'; a filed report returns to the Monthly Tasks list. MAF and MJF contributions are added
 * one by one on their own screen.
 */
export function ActivityAddPage() {
  const { month, type } = useActivityRoute();
  const navigate = useNavigate();
  const t = useT();
  if (!type) return <UnknownActivity />;
  if (type.entries) return <ContributionsPage type={type} month={month} />;
  return (
    <ReportFormPage
      key={`${type.key}-${month}`}
      title={t(activityMessages.activity)}
      type={type}
      month={month}
      onSaved={() => {
        void showToast(t(activityMessages.submitted));
        navigate('/activities/monthly');
      }}
      onKept={() => {
        void showToast(t(outboxMessages.queued), Intent.WARNING);
        navigate('/activities/monthly');
      }}
    />
  );
}

import '../activities.css';
import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { can } from '../../../../shared/policy';
import { colomboMonth } from '../../../../shared/time/colombo';
import { ErrorAlert } from '../../../components/error-alert';
import { MonthSelect } from '../../../components/month-select';
import { PageHeader } from '../../../components/page-header';
import { useClubName } from '../../../pickers/club-select';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { initialMonth, readStoredMonth, storeMonth } from '../../../lib/month-store';
import { chooseClub, useSession } from '../../../lib/session-store';
import { useActivityList } from '../api/use-activity-list';
import { useClubDue } from '../../../hooks/use-club-due';
import { activityMessages } from '../messages';
import { ActivityList } from './activity-list';
import { ClubField } from '../../../components/club-field';
import { KeptReports } from './kept-reports';
import { deviceTime } from '../../../lib/outbox/device-time';
import { outboxMessages } from '../../../lib/outbox/messages';

/**
 * '/activities/monthly' (spec 2 section 2): the activities of a club for a month, each with its
 * status and due date. Club officers see their own club; other roles choose one. The chosen club is
 * the session's club (spec 1 section 3, 'club_id'), so the forms it opens act for the same club; the
 * chosen month is remembered under 'month'.
 */
export function MonthlyTasksPage() {
  const { role, clubId, clubName } = useSession();
  const t = useT();
  const officer = !can(role, 'club.choose');
  const [month, setMonth] = useState(() => initialMonth(readStoredMonth(), colomboMonth()));
  const list = useActivityList(month, clubId);
  // The months not begun by the server's today are not offered (issue 28).
  const today = useClubDue(clubId).data?.today;
  const [errorLines, dismissError] = useErrorLines(list.error);
  const shownName = useClubName(officer ? null : clubId, clubName);
  const club = clubId ? { uuid: clubId, name: shownName } : null;

  // A failed load shows no rows (spec 2 section 8: the screen clears its data).
  const items = list.isError ? [] : (list.data?.data ?? []);
  const asOf = list.isError ? null : (list.data?.asOf ?? null);

  const onMonth = (next: string) => {
    storeMonth(next);
    setMonth(next);
  };

  return (
    <section className="cms-monthly-tasks">
      <PageHeader title={t(activityMessages.monthlyTasks)} />
      <div className="cms-monthly-tasks__filters">
        <FormGroup label={t(activityMessages.club)} className="cms-monthly-tasks__club">
          <ClubField club={club} fixed={officer} onChange={chooseClub} />
        </FormGroup>
        <FormGroup
          label={t(activityMessages.month)}
          labelFor="cms-monthly-tasks-month"
          className="cms-monthly-tasks__month"
        >
          <MonthSelect id="cms-monthly-tasks-month" value={month} onChange={onMonth} today={today} />
        </FormGroup>
        {list.isFetching && !list.isPending ? (
          <Spinner size={20} aria-label={t(activityMessages.refreshing)} />
        ) : null}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <KeptReports />
      {asOf !== null ? (
        <Callout icon="history" className="cms-monthly-tasks__as-of">
          {t(outboxMessages.asOf, { time: deviceTime(asOf) })}
        </Callout>
      ) : null}
      {!clubId ? (
        <Callout icon="office" className="cms-monthly-tasks__hint">
          {t(officer ? activityMessages.notBoundToClub : activityMessages.chooseClub)}
        </Callout>
      ) : list.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(activityMessages.loadingActivities)} />
        </div>
      ) : list.isError ? null : items.length === 0 ? (
        <p className="cms-empty">{t(activityMessages.notFound)}</p>
      ) : (
        <ActivityList items={items} month={month} role={role} />
      )}
    </section>
  );
}

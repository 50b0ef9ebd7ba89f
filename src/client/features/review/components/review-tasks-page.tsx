import '../review.css';
import { Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { DeleteActivityAlert } from '../../../activity-domain/delete-activity-alert';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useDeleteActivity } from '../../../activity-domain/use-delete-activity';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { usePagedRows } from '../../../hooks/use-paged-list';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useReviewList, type ReviewListItem } from '../api/use-review-list';
import { reviewMessages } from '../messages';
import { useReviewFilters } from '../use-review-filters';
import { ReminderRunsPanel } from './reminder-runs-panel';
import { ReviewFilterBar } from './review-filter-bar';
import { ReviewList } from './review-list';

/**
 * '/cpe-activities/monthly' (spec 2 section 2, "Review Tasks list"): the evaluator's list of the
 * reports every club filed for a month, 15 a page, those still waiting first (oldest first), each with
 * a view and a delete button. Issue 16: filters by status, region, zone, club and activity, kept with
 * the month and page in the address (`?month=…&status=…`), which each row's link carries on to the
 * report. The month is also shared with the Monthly Tasks list ('month'). Below, the reminder SMS.
 */
export function ReviewTasksPage() {
  const t = useT();
  const { role } = useSession();
  const { params, search, page, chooseMonth, setFilter, clearFilters, setPage } = useReviewFilters();
  const list = useReviewList(params);
  const { rows, lastPage, errorLines, dismissError } = usePagedRows(list);
  const remove = useDeleteActivity();
  const [deleteLines, dismissDelete] = useErrorLines(remove.error);
  const [target, setTarget] = useState<ReviewListItem | null>(null);

  // A remembered page can be past the end (fewer reports now, or the last row of the last page just
  // deleted): show the last page rather than an empty list with no pager to leave it.
  const answeredLastPage = list.isPlaceholderData ? undefined : list.data?.meta.last_page;
  useEffect(() => {
    if (answeredLastPage !== undefined && page > answeredLastPage) setPage(answeredLastPage);
  }, [answeredLastPage, page, setPage]);

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(
      { id: target.uuid, key: target.key },
      {
        onSuccess: () => void showToast(t(reviewMessages.deleted)),
        // On failure the dialog closes too, so the alert with the server's reason can be read.
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <section className="cms-review-tasks">
      <PageHeader title={t(reviewMessages.title)} />
      <ReviewFilterBar params={params} onMonth={chooseMonth} onFilter={setFilter} onClear={clearFilters} />
      {list.isFetching && !list.isPending ? (
        <Spinner
          size={20}
          aria-label={t(reviewMessages.refreshing)}
          className="cms-review-tasks__refreshing"
        />
      ) : null}
      <ErrorAlert lines={deleteLines} onDismiss={dismissDelete} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {list.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(reviewMessages.loading)} />
        </div>
      ) : list.isError ? null : rows.length === 0 ? (
        <p className="cms-empty">{t(reviewMessages.noActivities)}</p>
      ) : (
        <ReviewList items={rows} search={search} role={role} busy={remove.isPending} onDelete={setTarget} />
      )}
      <Pager page={page} lastPage={lastPage} loading={list.isFetching} onPage={setPage} />
      <DeleteActivityAlert
        isOpen={target !== null}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
      <ReminderRunsPanel />
    </section>
  );
}

import '../projects.css';
import { Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedRows } from '../../../hooks/use-paged-list';
import { useT } from '../../../i18n/translator';
import { useProjectReviewQueue } from '../api/use-project-review-queue';
import { ProjectTable } from '../list/project-table';
import { projectMessages as m } from '../messages';

/**
 * '/review/projects', 'Review Projects': the projects waiting for the signed-in role's review level,
 * paged by the server, each with a 'Review' link to its preview. The original showed static sample
 * rows here (spec 3 section 2); this is the real queue (docs/spec-deviations.md).
 */
export function ProjectReviewPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const queue = useProjectReviewQueue(page);
  const { rows, lastPage, errorLines, dismissError } = usePagedRows(queue);

  // A review taken elsewhere can empty the last page: step back rather than strand the user (set
  // while rendering, as React advises for state that follows an answer, rather than in an effect).
  const answeredLastPage = queue.isPlaceholderData ? undefined : queue.data?.meta.last_page;
  if (answeredLastPage !== undefined && page > answeredLastPage) setPage(answeredLastPage);

  return (
    <section className="cms-projects cms-project-review">
      <PageHeader title={t(m.reviewProjects)} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {queue.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(m.loadingReviewQueue)} />
        </div>
      ) : queue.isError ? null : rows.length === 0 ? (
        <p className="cms-empty">{t(m.noProjectsToReview)}</p>
      ) : (
        <ProjectTable projects={rows} label={t(m.reviewTable)} reviewAll />
      )}
      <Pager page={page} lastPage={lastPage} loading={queue.isFetching} onPage={setPage} />
    </section>
  );
}

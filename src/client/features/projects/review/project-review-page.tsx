import '../projects.css';
import { FormGroup, Spinner } from '@blueprintjs/core';
import { AppSelect } from '../../../components/app-select';
import { useId, useState } from 'react';
import { REVIEW_LEVELS, type ReviewLevel } from '../../../../shared/machines';
import { can } from '../../../../shared/policy';
import { useSession } from '../../../lib/session-store';
import { reviewLevelName } from '../project-words';
import { chainMessages as c } from '../review-chain/messages';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { usePagedRows } from '../../../hooks/use-paged-list';
import { useT } from '../../../i18n/translator';
import { useProjectReviewQueue } from '../api/use-project-review-queue';
import { ProjectTable } from '../list/project-table';
import { projectMessages as m } from '../messages';

/** True for a select's value that names a review level. */
function isLevel(value: string): value is ReviewLevel {
  return (REVIEW_LEVELS as readonly string[]).includes(value);
}

/**
 * '/review/projects', 'Review Projects': the projects waiting for the signed-in role's review level,
 * longest waiting first, paged by the server, each with the level it waits for and for how many days,
 * and a 'Review' link to its preview. The evaluator, who sees every project under review (none
 * stalls unseen), may keep those waiting for one level. The original showed static sample rows here
 * (spec 3 section 2); this is the real queue (docs/spec-deviations.md).
 */
export function ProjectReviewPage() {
  const t = useT();
  const { role } = useSession();
  const [page, setPage] = useState(1);
  const [level, setLevel] = useState<ReviewLevel | null>(null);
  const levelId = useId();
  const queue = useProjectReviewQueue(page, level);
  // The evaluator's queue holds every level; the others' only their own.
  const everyLevel = can(role, 'project.approve');
  const { rows, lastPage, errorLines, dismissError } = usePagedRows(queue);

  // A review taken elsewhere can empty the last page: step back rather than strand the user (set
  // while rendering, as React advises for state that follows an answer, rather than in an effect).
  const answeredLastPage = queue.isPlaceholderData ? undefined : queue.data?.meta.last_page;
  if (answeredLastPage !== undefined && page > answeredLastPage) setPage(answeredLastPage);

  return (
    <section className="cms-projects cms-project-review">
      <PageHeader title={t(m.reviewProjects)} />
      {everyLevel ? (
        <FormGroup inline label={t(c.levelFilter)} labelFor={levelId} className="cms-project-review__filter">
          <AppSelect
            id={levelId}
            value={level ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setLevel(isLevel(value) ? value : null);
              setPage(1);
            }}
            options={[
              { value: '', label: t(c.everyLevel) },
              ...REVIEW_LEVELS.map((l) => ({ value: l, label: reviewLevelName(t, l) })),
            ]}
          />
        </FormGroup>
      ) : null}
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {queue.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(m.loadingReviewQueue)} />
        </div>
      ) : queue.isError ? null : rows.length === 0 ? (
        <p className="cms-empty">{t(m.noProjectsToReview)}</p>
      ) : (
        <ProjectTable projects={rows} label={t(m.reviewTable)} reviewAll showWaiting />
      )}
      <Pager page={page} lastPage={lastPage} loading={queue.isFetching} onPage={setPage} />
    </section>
  );
}

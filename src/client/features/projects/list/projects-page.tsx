import '../projects.css';
import { Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { can } from '../../../../shared/policy';
import { ErrorAlert } from '../../../components/error-alert';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { usePagedRows } from '../../../hooks/use-paged-list';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useDeleteProject } from '../api/use-delete-project';
import { useProjectList, type ProjectListItem } from '../api/use-project-list';
import { clearWizardStorage } from '../wizard/wizard-storage';
import { DeleteProjectAlert } from './delete-project-alert';
import { ProjectTable } from './project-table';
import { useProjectFilters } from './use-project-filters';

/**
 * '/projects', 'Service Projects' (spec 3 section 2): the projects the role may see, searched 500 ms
 * after typing stops and paged by the server; the page is remembered as 'project_page'. Arriving here
 * forgets the wizard's stored step and project. 'Review Projects' leads to the queue of projects
 * waiting for the caller (the page is in no menu of spec 1).
 */
export function ProjectsPage() {
  const { role } = useSession();
  const { search, page, onSearch, setPage } = useProjectFilters();
  const list = useProjectList(search, page);
  const { rows, lastPage, errorLines, dismissError } = usePagedRows(list);
  const remove = useDeleteProject();
  const [deleteLines, dismissDelete] = useErrorLines(remove.error);
  const [target, setTarget] = useState<ProjectListItem | null>(null);

  useEffect(() => clearWizardStorage(), []);

  // A remembered page can be past the end (fewer projects now, or the last row of the last page just
  // deleted): show the last page rather than an empty list with no pager to leave it.
  const answeredLastPage = list.isPlaceholderData ? undefined : list.data?.meta.last_page;
  useEffect(() => {
    if (answeredLastPage !== undefined && page > answeredLastPage) setPage(answeredLastPage);
  }, [answeredLastPage, page, setPage]);

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.uuid, {
      onSuccess: () => void showToast('Project has been deleted successfully'),
      // On failure the dialog closes too, so the alert with the server's reason can be read.
      onSettled: () => setTarget(null),
    });
  };

  return (
    <section className="cms-projects">
      <PageHeader
        title="Service Projects"
        actions={
          <>
            {can(role, 'project.reviewPage') ? (
              <LinkButton to="/review/projects" icon="endorsed" text="Review Projects" />
            ) : null}
            {can(role, 'project.create') ? (
              <LinkButton
                to="/projects/create"
                intent={Intent.PRIMARY}
                icon="add"
                text="Create New Project"
              />
            ) : null}
          </>
        }
      />
      <div className="cms-toolbar">
        <SearchBox label="Search projects" onSearch={onSearch} />
        {list.isFetching && !list.isPending ? <Spinner size={20} aria-label="Refreshing" /> : null}
      </div>
      <ErrorAlert lines={deleteLines} onDismiss={dismissDelete} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {list.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label="Loading projects" />
        </div>
      ) : list.isError ? null : rows.length === 0 ? (
        <p className="cms-empty">No service projects found.</p>
      ) : (
        <ProjectTable projects={rows} label="Service projects" busy={remove.isPending} onDelete={setTarget} />
      )}
      <Pager page={page} lastPage={lastPage} loading={list.isFetching} onPage={setPage} />
      <DeleteProjectAlert
        project={target}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}

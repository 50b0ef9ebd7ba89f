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
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useDeleteProject } from '../api/use-delete-project';
import { useProjectList, type ProjectListItem } from '../api/use-project-list';
import { projectMessages as m } from '../messages';
import { clearWizardStorage } from '../wizard/wizard-storage';
import { DeleteProjectAlert } from './delete-project-alert';
import { MylionExport } from './mylion-export';
import { ProjectTable } from './project-table';
import { useProjectFilters } from './use-project-filters';

/**
 * '/projects', 'Service Projects' (spec 3 section 2): the projects the role may see, searched 500 ms
 * after typing stops and paged by the server; the page is remembered as 'project_page'. Arriving here
 * forgets the wizard's stored step and project. 'Review Projects' leads to the queue of projects
 * waiting for the caller (the page is in no menu of spec 1). 'MyLion export' downloads the club's
 * approved projects of a month for Lions International's service report (issue 14).
 */
export function ProjectsPage() {
  const t = useT();
  const { role, roles, clubId, clubName } = useSession();
  const { search, page, onSearch, setPage } = useProjectFilters();
  const list = useProjectList(search, page);
  const { rows, lastPage, errorLines, dismissError } = usePagedRows(list);
  const remove = useDeleteProject();
  const [deleteLines, dismissDelete] = useErrorLines(remove.error);
  const [target, setTarget] = useState<ProjectListItem | null>(null);

  useEffect(() => clearWizardStorage(), []);

  // The club the MyLion export is for: an officer's own (from the role), else the club chosen.
  const ownClub = roles.find((held) => held.name === role)?.club ?? null;
  const exportClub = ownClub ?? (clubId ? { uuid: clubId, name: clubName ?? '' } : null);

  // A remembered page can be past the end (fewer projects now, or the last row of the last page just
  // deleted): show the last page rather than an empty list with no pager to leave it.
  const answeredLastPage = list.isPlaceholderData ? undefined : list.data?.meta.last_page;
  useEffect(() => {
    if (answeredLastPage !== undefined && page > answeredLastPage) setPage(answeredLastPage);
  }, [answeredLastPage, page, setPage]);

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.uuid, {
      onSuccess: () => void showToast(t(m.deleted)),
      // On failure the dialog closes too, so the alert with the server's reason can be read.
      onSettled: () => setTarget(null),
    });
  };

  return (
    <section className="cms-projects">
      <PageHeader
        title={t(m.serviceProjects)}
        actions={
          <>
            {can(role, 'project.mylionExport') ? <MylionExport club={exportClub} /> : null}
            {can(role, 'project.reviewPage') ? (
              <LinkButton to="/review/projects" icon="endorsed" text={t(m.reviewProjects)} />
            ) : null}
            {can(role, 'project.create') ? (
              <LinkButton
                to="/projects/create"
                intent={Intent.PRIMARY}
                icon="add"
                text={t(m.createNewProject)}
              />
            ) : null}
          </>
        }
      />
      <div className="cms-toolbar">
        <SearchBox label={t(m.searchProjects)} onSearch={onSearch} />
        {list.isFetching && !list.isPending ? <Spinner size={20} aria-label={t(m.refreshing)} /> : null}
      </div>
      <ErrorAlert lines={deleteLines} onDismiss={dismissDelete} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {list.isPending ? (
        <div className="cms-loading">
          <Spinner size={30} aria-label={t(m.loadingProjects)} />
        </div>
      ) : list.isError ? null : rows.length === 0 ? (
        <p className="cms-empty">{t(m.noProjects)}</p>
      ) : (
        <ProjectTable
          projects={rows}
          label={t(m.projectsTable)}
          busy={remove.isPending}
          onDelete={setTarget}
        />
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

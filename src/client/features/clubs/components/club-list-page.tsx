import '../clubs.css';
import { HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { can } from '../../../../shared/policy';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session-store';
import { useClubList } from '../api/use-club-list';
import { LinkButton } from '../../../components/link-button';
import { usePagedRows, usePagedSearch } from '../../../hooks/use-paged-list';

/**
 * '/clubs' (spec 1 section 2.12): the clubs the role may see, searchable and paged, with zone, region
 * and status. 'Create New Club' and the edit pencils show only for the roles that manage clubs.
 */
export function ClubListPage() {
  const { role } = useSession();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const list = useClubList(search, page);
  const canCreate = can(role, 'club.create');
  const canEdit = can(role, 'club.update');
  const { rows: clubs, lastPage, errorLines, dismissError } = usePagedRows(list);

  return (
    <section className="cms-clubs">
      <PageHeader
        title="Clubs"
        actions={
          canCreate ? (
            <LinkButton to="/clubs/create" icon="add" text="Create New Club" intent={Intent.PRIMARY} />
          ) : undefined
        }
      />
      <div className="cms-toolbar">
        <SearchBox label="Search clubs" onSearch={onSearch} />
        {list.isFetching && <Spinner size={20} aria-label="Loading" />}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <HTMLTable className="cms-table cms-clubs-table" striped aria-label="Clubs" aria-busy={list.isFetching}>
        <thead>
          <tr>
            <th scope="col">Club Name</th>
            <th scope="col">Zone</th>
            <th scope="col">Region</th>
            <th scope="col">Status</th>
            {canEdit && (
              <th scope="col">
                <span className="cms-sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <tr key={club.uuid}>
              <td className="cms-clubs-table__name">{club.name}</td>
              <td className="cms-clubs-table__zone" data-label="Zone">
                {club.zone.name}
              </td>
              <td className="cms-clubs-table__region" data-label="Region">
                {club.zone.region.name}
              </td>
              <td className="cms-clubs-table__status">
                <StatusTag status={club.status} />
              </td>
              {canEdit && (
                <td className="cms-table__actions">
                  <LinkButton
                    to={`/clubs/edit/${club.uuid}`}
                    icon="edit"
                    label={`Edit ${club.name}`}
                    minimal
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {list.isPending && (
        <div className="cms-loading">
          <Spinner size={30} aria-label="Loading clubs" />
        </div>
      )}
      {!list.isPending && !list.isError && clubs.length === 0 && (
        <p className="cms-empty">{search ? `No clubs match “${search}”.` : 'No clubs yet.'}</p>
      )}
      <Pager page={page} lastPage={lastPage} loading={list.isFetching} onPage={setPage} />
    </section>
  );
}

import '../zones.css';
import { HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { can } from '../../../../shared/policy';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session-store';
import { useZoneList } from '../api/use-zone-list';
import { LinkButton } from '../../../components/link-button';
import { usePagedRows, usePagedSearch } from '../../../hooks/use-paged-list';

/**
 * '/zone' (spec 1 section 2.13): the zones, searchable and paged, with their region and status. Only
 * the roles that manage zones see 'Create New Zone' and the edit pencils.
 */
export function ZoneListPage() {
  const { role } = useSession();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const list = useZoneList(search, page);
  const canCreate = can(role, 'zone.create');
  const canEdit = can(role, 'zone.update');
  const { rows: zones, lastPage, errorLines, dismissError } = usePagedRows(list);

  return (
    <section className="cms-zones">
      <PageHeader
        title="Zones"
        actions={
          canCreate ? (
            <LinkButton to="/zone/create" icon="add" text="Create New Zone" intent={Intent.PRIMARY} />
          ) : undefined
        }
      />
      <div className="cms-toolbar">
        <SearchBox label="Search zones" onSearch={onSearch} />
        {list.isFetching && <Spinner size={20} aria-label="Loading" />}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <HTMLTable className="cms-table cms-zones-table" striped aria-label="Zones" aria-busy={list.isFetching}>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Zone</th>
            <th scope="col">Status</th>
            {canEdit && (
              <th scope="col">
                <span className="cms-sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.id}>
              <td data-label="Region">{zone.region.name}</td>
              <td data-label="Zone" className="cms-zones-table__name">
                {zone.name}
              </td>
              <td data-label="Status">
                <StatusTag status={zone.status} />
              </td>
              {canEdit && (
                <td className="cms-table__actions">
                  <LinkButton to={`/zone/edit/${zone.id}`} icon="edit" label={`Edit ${zone.name}`} minimal />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {list.isPending && (
        <div className="cms-loading">
          <Spinner size={30} aria-label="Loading zones" />
        </div>
      )}
      {!list.isPending && !list.isError && zones.length === 0 && (
        <p className="cms-empty">{search ? `No zones match “${search}”.` : 'No zones yet.'}</p>
      )}
      <Pager page={page} lastPage={lastPage} loading={list.isFetching} onPage={setPage} />
    </section>
  );
}

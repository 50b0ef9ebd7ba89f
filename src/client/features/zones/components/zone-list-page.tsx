import '../zones.css';
import { HTMLTable } from '@blueprintjs/core';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { can } from '../../../../shared/policy';
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
    <SearchableListPage
      className="cms-zones"
      title="Zones"
      create={canCreate ? { to: '/zone/create', text: 'Create New Zone' } : undefined}
      searchLabel="Search zones"
      onSearch={onSearch}
      list={list}
      errorLines={errorLines}
      onDismissError={dismissError}
      loadingLabel="Loading zones"
      empty={zones.length > 0 ? null : search ? `No zones match “${search}”.` : 'No zones yet.'}
      page={page}
      lastPage={lastPage}
      onPage={setPage}
    >
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
    </SearchableListPage>
  );
}

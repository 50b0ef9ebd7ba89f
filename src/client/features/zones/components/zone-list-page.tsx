import '../zones.css';
import { HTMLTable } from '@blueprintjs/core';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { can } from '../../../../shared/policy';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session-store';
import { useZoneList } from '../api/use-zone-list';
import { LinkButton } from '../../../components/link-button';
import { usePagedRows, usePagedSearch } from '../../../hooks/use-paged-list';
import { useT } from '../../../i18n/translator';
import { zoneMessages } from '../messages';

/**
 * '/zone' (spec 1 section 2.13): the zones, searchable and paged, with their region and status. Only
 * the roles that manage zones see 'Create New Zone' and the edit pencils.
 */
export function ZoneListPage() {
  const t = useT();
  const { role } = useSession();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const list = useZoneList(search, page);
  const canCreate = can(role, 'zone.create');
  const canEdit = can(role, 'zone.update');
  const { rows: zones, lastPage, errorLines, dismissError } = usePagedRows(list);

  return (
    <SearchableListPage
      className="cms-zones"
      title={t(zoneMessages.title)}
      create={canCreate ? { to: '/zone/create', text: t(zoneMessages.createNew) } : undefined}
      searchLabel={t(zoneMessages.search)}
      search={search}
      onSearch={onSearch}
      list={list}
      errorLines={errorLines}
      onDismissError={dismissError}
      loadingLabel={t(zoneMessages.loadingZones)}
      empty={zones.length > 0 ? null : search ? t(zoneMessages.noMatch, { search }) : t(zoneMessages.noZones)}
      page={page}
      lastPage={lastPage}
      onPage={setPage}
    >
      <HTMLTable
        className="cms-table cms-zones-table cms-cards-on-phone"
        striped
        aria-label={t(zoneMessages.title)}
        aria-busy={list.isFetching}
      >
        <thead>
          <tr>
            <th scope="col">{t(zoneMessages.columnRegion)}</th>
            <th scope="col">{t(zoneMessages.columnZone)}</th>
            <th scope="col">{t(zoneMessages.columnStatus)}</th>
            {canEdit && (
              <th scope="col">
                <span className="cms-sr-only">{t(zoneMessages.columnActions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.id}>
              <td data-label={t(zoneMessages.columnRegion)}>{zone.region.name}</td>
              <td data-label={t(zoneMessages.columnZone)} className="cms-zones-table__name">
                {zone.name}
              </td>
              <td data-label={t(zoneMessages.columnStatus)}>
                <StatusTag status={zone.status} />
              </td>
              {canEdit && (
                <td className="cms-table__actions">
                  <LinkButton
                    to={`/zone/edit/${zone.id}`}
                    icon="edit"
                    label={t(zoneMessages.editZone, { name: zone.name })}
                    minimal
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </SearchableListPage>
  );
}

import '../clubs.css';
import { HTMLTable } from '@blueprintjs/core';
import { SearchableListPage } from '../../../components/searchable-list-page';
import { can } from '../../../../shared/policy';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session-store';
import { useClubList } from '../api/use-club-list';
import { LinkButton } from '../../../components/link-button';
import { usePagedRows, usePagedSearch } from '../../../hooks/use-paged-list';
import { useT } from '../../../i18n/translator';
import { clubMessages } from '../messages';

/**
 * '/clubs' (spec 1 section 2.12): the clubs the role may see, searchable and paged, with zone, region
 * and status. 'Create New Club' and the edit pencils show only for the roles that manage clubs.
 */
export function ClubListPage() {
  const t = useT();
  const { role } = useSession();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const list = useClubList(search, page);
  const canCreate = can(role, 'club.create');
  const canEdit = can(role, 'club.update');
  const { rows: clubs, lastPage, errorLines, dismissError } = usePagedRows(list);

  return (
    <SearchableListPage
      className="cms-clubs"
      title={t(clubMessages.title)}
      create={canCreate ? { to: '/clubs/create', text: t(clubMessages.createNew) } : undefined}
      searchLabel={t(clubMessages.search)}
      search={search}
      onSearch={onSearch}
      list={list}
      errorLines={errorLines}
      onDismissError={dismissError}
      loadingLabel={t(clubMessages.loadingClubs)}
      empty={clubs.length > 0 ? null : search ? t(clubMessages.noMatch, { search }) : t(clubMessages.noClubs)}
      page={page}
      lastPage={lastPage}
      onPage={setPage}
    >
      <HTMLTable
        className="cms-table cms-clubs-table"
        striped
        aria-label={t(clubMessages.title)}
        aria-busy={list.isFetching}
      >
        <thead>
          <tr>
            <th scope="col">{t(clubMessages.columnName)}</th>
            <th scope="col">{t(clubMessages.columnZone)}</th>
            <th scope="col">{t(clubMessages.columnRegion)}</th>
            <th scope="col">{t(clubMessages.columnStatus)}</th>
            {canEdit && (
              <th scope="col">
                <span className="cms-sr-only">{t(clubMessages.columnActions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <tr key={club.uuid}>
              <td className="cms-clubs-table__name">{club.name}</td>
              <td className="cms-clubs-table__zone" data-label={t(clubMessages.columnZone)}>
                {club.zone.name}
              </td>
              <td className="cms-clubs-table__region" data-label={t(clubMessages.columnRegion)}>
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
                    label={t(clubMessages.editClub, { name: club.name })}
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

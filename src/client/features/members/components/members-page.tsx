import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { can } from '../../../../shared/policy';
import { ClubPicker } from '../../../components/club-picker';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { useClubName } from '../../../pickers/club-select';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { linesOf } from '../../../lib/api-error';
import { usePagedRows, usePagedSearch } from '../../../hooks/use-paged-list';
import { useT } from '../../../i18n/translator';
import { chooseClub, useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useDropMember } from '../api/use-drop-member';
import { useMemberList } from '../api/use-member-list';
import { DropMemberAlert } from './drop-member-alert';
import { LinkButton } from '../../../components/link-button';
import { MemberTable, type MemberRow } from './member-table';
import { memberMessages } from '../messages';
import { deviceTime } from '../../../lib/outbox/device-time';
import { outboxMessages } from '../../../lib/outbox/messages';
import '../members.css';

/**
 * '/members': 'Club Members (n)', the members of the club acted for, searchable and paged by the
 * server (spec 1 section 2.11). Roles not bound to a club choose the club above the list.
 */
export function MembersPage() {
  const t = useT();
  const { role, clubId, clubName } = useSession();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const [actionError, setActionError] = useState<string[] | null>(null);
  const [dropping, setDropping] = useState<MemberRow | null>(null);
  const { list, asOf } = useMemberList(search, page);
  const drop = useDropMember();

  const { rows: members, total, lastPage, errorLines, dismissError } = usePagedRows(list);
  const officer = !can(role, 'club.choose');
  const chosenName = useClubName(officer ? null : clubId, clubName);
  const chosenClub = clubId ? { uuid: clubId, name: chosenName } : null;

  const confirmDrop = () => {
    if (!dropping) return;
    setActionError(null);
    drop.mutate(dropping.uuid, {
      onSuccess: () => {
        setDropping(null);
        void showToast(t(memberMessages.dropped));
      },
      onError: (error) => {
        setDropping(null);
        setActionError(linesOf(error));
      },
    });
  };

  return (
    <section className="cms-members">
      <PageHeader
        title={total === undefined ? t(memberMessages.title) : t(memberMessages.titleWithTotal, { total })}
        actions={
          can(role, 'member.create') ? (
            <LinkButton
              to="/members/create"
              intent={Intent.PRIMARY}
              icon="plus"
              text={t(memberMessages.createNew)}
            />
          ) : null
        }
      />
      <ErrorAlert lines={actionError} onDismiss={() => setActionError(null)} />
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {asOf !== null ? (
        <Callout icon="history" className="cms-members__as-of">
          {t(outboxMessages.asOf, { time: deviceTime(asOf) })}
        </Callout>
      ) : null}
      <div className="cms-toolbar cms-members__toolbar">
        {!officer ? (
          <div className="cms-members__club">
            <ClubPicker
              value={chosenClub}
              onChange={(club) => {
                chooseClub(club);
                setPage(1);
              }}
            />
            {clubId ? (
              <Button
                variant="minimal"
                icon="cross"
                text={t(memberMessages.allClubs)}
                onClick={() => {
                  chooseClub(null);
                  setPage(1);
                }}
              />
            ) : null}
          </div>
        ) : null}
        <SearchBox label={t(memberMessages.search)} initialText={search} onSearch={onSearch} />
      </div>
      {!officer && !clubId ? <p className="cms-members__hint">{t(memberMessages.noClubChosen)}</p> : null}
      {list.isPending ? (
        <Spinner size={32} aria-label={t(memberMessages.loadingMembers)} />
      ) : members.length === 0 ? (
        <NonIdealState icon="people" title={t(memberMessages.noneFound)} />
      ) : (
        <MemberTable
          members={members}
          showClub={!clubId}
          canEdit={can(role, 'member.update')}
          canDrop={can(role, 'member.drop')}
          onDrop={setDropping}
        />
      )}
      <Pager page={page} lastPage={lastPage} loading={list.isFetching} onPage={setPage} />
      <DropMemberAlert
        member={dropping}
        loading={drop.isPending}
        onConfirm={confirmDrop}
        onCancel={() => setDropping(null)}
      />
    </section>
  );
}

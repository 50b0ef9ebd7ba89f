import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { components } from '../../../../shared/api/openapi';
import { MemberAvatar } from '../../../components/member-avatar';
import { useOfficeName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import { trimText } from '../../../lib/trim-text';
import { LinkButton } from '../../../components/link-button';
import { memberMessages } from '../messages';

/** A member as the paged list answers it. */
export type MemberRow = components['schemas']['MemberListItem'];

/** Office role names in the list are cut to 20 characters (spec 1 section 9). */
export const ROLE_NAME_LIMIT = 20;

/** Props of the member table. */
export interface MemberTableProps {
  /** The members of the page. */
  members: readonly MemberRow[];
  /** True to show each member's club (when the list holds every club's members). */
  showClub: boolean;
  /** True when the role may edit members (an edit action per row). */
  canEdit: boolean;
  /** True when the role may drop members (a drop action per row). */
  canDrop: boolean;
  /** Called with the member whose drop action was pressed. */
  onDrop: (member: MemberRow) => void;
}

/**
 * The members of a page: a table on wide screens; on phones each row becomes a card (members.css),
 * with each cell labelled by its column.
 */
export function MemberTable({ members, showClub, canEdit, canDrop, onDrop }: MemberTableProps) {
  const t = useT();
  const officeName = useOfficeName();
  const withActions = canEdit || canDrop;
  const columns = {
    name: t(memberMessages.columnName),
    internationalId: t(memberMessages.columnInternationalId),
    mobile: t(memberMessages.columnMobile),
    club: t(memberMessages.columnClub),
    officeRoles: t(memberMessages.columnOfficeRoles),
  };
  return (
    <HTMLTable className="cms-table cms-member-table" striped>
      <thead>
        <tr>
          <th aria-label={t(memberMessages.columnImage)} />
          <th>{columns.name}</th>
          <th>{columns.internationalId}</th>
          <th>{columns.mobile}</th>
          {showClub ? <th>{columns.club}</th> : null}
          <th>{columns.officeRoles}</th>
          {withActions ? <th aria-label={t(memberMessages.columnActions)} /> : null}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.uuid}>
            <td className="cms-member-table__avatar">
              <MemberAvatar name={m.display_name} image={m.profile_image} />
            </td>
            <td className="cms-member-table__name" data-label={columns.name}>
              <Link to={`/members/info/${m.uuid}`}>{m.display_name}</Link>
              {m.status !== 'active' ? (
                <Tag minimal intent={Intent.DANGER} className="cms-member-table__status">
                  {t(memberMessages.inactive)}
                </Tag>
              ) : null}
            </td>
            <td data-label={columns.internationalId}>{m.international_id}</td>
            <td data-label={columns.mobile}>{m.mobile ?? ''}</td>
            {showClub ? <td data-label={columns.club}>{m.club ?? ''}</td> : null}
            <td data-label={columns.officeRoles}>
              <div className="cms-member-table__roles">
                {m.office_roles.map((r) => (
                  <Tag key={r.uuid} minimal round multiline title={officeName(r.role_name)}>
                    {trimText(officeName(r.role_name), ROLE_NAME_LIMIT)}
                  </Tag>
                ))}
              </div>
            </td>
            {withActions ? (
              <td className="cms-member-table__actions">
                {canEdit ? (
                  <LinkButton
                    to={`/members/edit/${m.uuid}`}
                    icon="edit"
                    label={t(memberMessages.editMember, { name: m.display_name })}
                    minimal
                  />
                ) : null}
                {canDrop && m.status === 'active' && m.club !== null ? (
                  <Button
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon="remove"
                    aria-label={t(memberMessages.dropMember, { name: m.display_name })}
                    title={t(memberMessages.drop)}
                    onClick={() => onDrop(m)}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

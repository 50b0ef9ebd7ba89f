import { Card, H4 } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { useContactTypeName } from '../../../i18n/contact-types';
import { useOfficeName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import { profileMessages } from '../messages';
import type { Profile } from '../profile-form';
import '../profile.css';

/**
 * The empty texts of the two lists. The spec's 'Roles not fond!' and 'Contacts not fond!' are typos
 * of the original; docs/spec-deviations.md records the correction.
 */
export const NO_ROLES_TEXT = profileMessages.noRoles.defaultMessage;
/** See NO_ROLES_TEXT. */
export const NO_CONTACTS_TEXT = profileMessages.noContacts.defaultMessage;

/** Props of a titled list card. */
interface ListCardProps {
  title: string;
  empty: string;
  items: { key: string; primary: string; secondary: string }[];
}

/** A card with a title and its rows (a name and a line beneath), or the empty text. */
function ListCard({ title, empty, items }: ListCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (items.length === 0) body = <p className="cms-profile-list__empty">{empty}</p>;
  else
    body = (
      <ul className="cms-profile-list">
        {items.map((item) => (
          <li key={item.key} className="cms-profile-list__item">
            <span className="cms-profile-list__primary">{item.primary}</span>
            <span className="cms-profile-list__secondary">{item.secondary}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card className="cms-profile-list-card" elevation={1}>
      <section aria-labelledby={headingId}>
        <H4 id={headingId} className="cms-profile-list-card__title">
          {title}
        </H4>
        {body}
      </section>
    </Card>
  );
}

/** Props of the roles and contacts cards. */
export interface ProfileListsProps {
  /** The signed-in member's profile. */
  profile: Profile;
}

/**
 * 'My Roles' (role name and 'date_from to date_to', DD/MM/YYYY) and 'My Contacts' (type name and
 * contact), each with its empty text (spec 1 section 2.9); office and contact kind in the language.
 */
export function ProfileLists({ profile }: ProfileListsProps) {
  const t = useT();
  const officeName = useOfficeName();
  const contactType = useContactTypeName();
  return (
    <>
      <ListCard
        title={t(profileMessages.myRoles)}
        empty={t(profileMessages.noRoles)}
        items={profile.office_roles.map((role) => ({
          key: role.uuid,
          primary: officeName(role.role_name),
          secondary: t(profileMessages.dateRange, {
            from: formatDisplayDate(role.date_from),
            to: formatDisplayDate(role.date_to),
          }),
        }))}
      />
      <ListCard
        title={t(profileMessages.myContacts)}
        empty={t(profileMessages.noContacts)}
        items={profile.contacts.map((contact) => ({
          key: contact.uuid,
          primary: contactType(contact.type_name),
          secondary: contact.contact,
        }))}
      />
    </>
  );
}

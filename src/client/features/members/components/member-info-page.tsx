import { Card, H3, H4, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { can } from '../../../../shared/policy';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { MemberAvatar } from '../../../components/member-avatar';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { useContactTypeName } from '../../../i18n/contact-types';
import { useOfficeName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import type { Translate } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useMemberInfo } from '../api/use-member-info';
import { LinkButton } from '../../../components/link-button';
import { memberMessages } from '../messages';
import '../members.css';

/** The empty texts of the info page (the spec's 'not fond!' is a typo; docs/spec-deviations.md). */
export const EMPTY_ROLES_TEXT = memberMessages.emptyRoles.defaultMessage;
/** The text shown when a member has no contacts. */
export const EMPTY_CONTACTS_TEXT = memberMessages.emptyContacts.defaultMessage;

/** A dated office role as 'DD/MM/YYYY to DD/MM/YYYY' (in the language of `t`). */
export function dateRange(t: Translate, from: string, to: string): string {
  return t(memberMessages.dateRange, { from: formatDisplayDate(from), to: formatDisplayDate(to) });
}

/** '/members/info/:id': one member's details, office roles and contacts (spec 1 section 2.11). */
export function MemberInfoPage() {
  const t = useT();
  const officeName = useOfficeName();
  const contactType = useContactTypeName();
  const { id } = useParams();
  const { role } = useSession();
  const info = useMemberInfo(id);
  const member = info.data;

  if (info.isPending) return <Spinner size={32} aria-label={t(memberMessages.loadingMember)} />;
  if (info.isError || !member) {
    const lines = info.error instanceof ApiError ? info.error.lines : [t(memberMessages.notFound)];
    return <NonIdealState icon="person" title={t(memberMessages.infoTitle)} description={lines.join(' ')} />;
  }

  const details: [string, string][] = [
    [t(memberMessages.lionsClub), member.club?.name ?? ''],
    [t(memberMessages.membershipId), member.international_id],
    [t(memberMessages.mobile), member.mobile ?? ''],
    [t(memberMessages.memberSince), formatDisplayDate(member.member_since)],
    [t(memberMessages.memberSpouse), member.spouse ?? ''],
  ];

  return (
    <section className="cms-members cms-member-info">
      <PageHeader
        title={t(memberMessages.infoTitle)}
        actions={
          can(role, 'member.update') ? (
            <LinkButton
              to={`/members/edit/${member.uuid}`}
              icon="edit"
              text={t(memberMessages.edit)}
              intent={Intent.PRIMARY}
            />
          ) : null
        }
      />
      <div className="cms-member-info__grid">
        <Card className="cms-member-info__card">
          <div className="cms-member-info__head">
            <MemberAvatar name={member.display_name} image={member.profile_image} size={88} />
            <div>
              <H3 className="cms-member-info__name">{member.display_name}</H3>
              {member.full_name !== member.display_name ? (
                <div className="cms-member-info__full-name">{member.full_name}</div>
              ) : null}
              <StatusTag status={member.status} />
            </div>
          </div>
          <dl className="cms-member-info__details">
            {details.map(([label, value]) => (
              <div key={label} className="cms-member-info__detail">
                <dt>{label}</dt>
                <dd>{value || '-'}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="cms-member-info__side">
          <Card className="cms-member-info__card">
            <H4>{t(memberMessages.officeRoles)}</H4>
            {member.office_roles.length === 0 ? (
              <p className="cms-empty">{t(memberMessages.emptyRoles)}</p>
            ) : (
              <ul className="cms-member-info__list" aria-label={t(memberMessages.officeRoles)}>
                {member.office_roles.map((r) => (
                  <li key={r.uuid}>
                    <span className="cms-member-info__list-main">{officeName(r.role_name)}</span>
                    <span className="cms-member-info__list-sub">{dateRange(t, r.date_from, r.date_to)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="cms-member-info__card">
            <H4>{t(memberMessages.memberContacts)}</H4>
            {member.contacts.length === 0 ? (
              <p className="cms-empty">{t(memberMessages.emptyContacts)}</p>
            ) : (
              <ul className="cms-member-info__list" aria-label={t(memberMessages.memberContacts)}>
                {member.contacts.map((c) => (
                  <li key={c.uuid}>
                    <span className="cms-member-info__list-main">{contactType(c.type_name)}</span>
                    <span className="cms-member-info__list-sub">{c.contact}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </section>
  );
}

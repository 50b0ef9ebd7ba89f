import { Link } from 'react-router';
import type { components } from '../../../../shared/api/openapi';
import { MemberAvatar } from '../../../components/member-avatar';
import { useT } from '../../../i18n/translator';
import { trimText } from '../../../lib/trim-text';
import { homeMessages } from '../messages';
import '../home.css';

/** A member as the club member list answers it. */
export type ClubMember = components['schemas']['MemberListItem'];

/** The strip trims names to 20 characters (spec 1 section 9; elsewhere the default is 25). */
export const STRIP_NAME_LENGTH = 20;

/** Props of the member strip. */
export interface MemberStripProps {
  /** The members to show (the first page of the club's list). */
  members: ClubMember[];
}

/**
 * A horizontally scrolling row of member cards under the overview (spec 1 section 2.8): image or
 * initials, international id and the name cut to 20 characters, each opening the member's info page.
 * The full name stays in the link's title, so a cut name can still be read on hover.
 */
export function MemberStrip({ members }: MemberStripProps) {
  const t = useT();
  if (members.length === 0) return null;
  return (
    <ul className="cms-member-strip" aria-label={t(homeMessages.members)}>
      {members.map((member) => (
        <li key={member.uuid} className="cms-member-strip__item">
          <Link
            to={`/members/info/${member.uuid}`}
            className="cms-member-strip__card"
            title={member.display_name}
          >
            <MemberAvatar name={member.display_name} image={member.profile_image} size={56} />
            <span className="cms-member-strip__id">{member.international_id}</span>
            <span className="cms-member-strip__name">{trimText(member.display_name, STRIP_NAME_LENGTH)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

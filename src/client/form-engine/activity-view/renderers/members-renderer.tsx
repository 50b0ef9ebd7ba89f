import { MemberAvatar } from '../../../components/member-avatar';
import type { ReportMember } from '../report';
import { memberName, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the members renderer for `members` rows. */
export const membersTester = rankWith(1, 'members');

/** Each member with their avatar (or initials) and name. */
export function MembersRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  const members = (Array.isArray(value) ? value : [])
    .map((member: unknown, index) => ({
      key: (member as Partial<ReportMember>)?.uuid ?? String(index),
      name: memberName(member),
      image: (member as Partial<ReportMember>)?.profile_image ?? null,
    }))
    .filter((m): m is { key: string; name: string; image: string | null } => m.name !== undefined);
  if (members.length === 0) return <>{MISSING}</>;
  return (
    <ul className="cms-activity-view__members">
      {members.map((member) => (
        <li key={member.key} className="cms-activity-view__member">
          <MemberAvatar name={member.name} image={member.image} size={28} />
          <span>{member.name}</span>
        </li>
      ))}
    </ul>
  );
}

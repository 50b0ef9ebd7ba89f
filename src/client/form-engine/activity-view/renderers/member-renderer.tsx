import { memberName, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the member renderer for `member` rows. */
export const memberTester = rankWith(1, 'member');

/** The member's display name. */
export function MemberRenderer({ row, report }: ViewRendererProps) {
  return <>{memberName(report[row.field]) ?? MISSING}</>;
}

import { colomboMonth } from '../../../../shared/time/colombo';
import { useT } from '../../../i18n/translator';
import { activityTarget } from '../activity-target';
import type { ActivityListItem } from '../api/use-activity-list';
import { activityMessages } from '../messages';
import { ActivityRow } from './activity-row';

/** Props of the Monthly Tasks rows. */
export interface ActivityListProps {
  /** The activities of the chosen club and month. */
  items: readonly ActivityListItem[];
  /** The month chosen on the list, '01'..'12'. */
  month: string;
  /** The active role, which decides where a row leads. */
  role: string | null;
}

/** The activities of the month, each a row that leads where the click rule says. */
export function ActivityList({ items, month, role }: ActivityListProps) {
  // Read at render, in Asia/Colombo: the edit window follows the district's calendar, not the device's.
  const currentMonth = colomboMonth();
  const t = useT();
  return (
    <ul className="cms-activity-list" aria-label={t(activityMessages.listLabel)}>
      {items.map((item) => (
        <li key={item.key}>
          <ActivityRow
            item={item}
            target={activityTarget({
              role,
              status: item.status,
              uuid: item.uuid,
              key: item.key,
              month,
              currentMonth,
            })}
          />
        </li>
      ))}
    </ul>
  );
}

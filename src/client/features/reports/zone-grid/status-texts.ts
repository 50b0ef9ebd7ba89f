import type { ZoneGridStatus } from '../../../../shared/reports/zone-grid-status';
import type { MessageDescriptor } from '../../../i18n/messages';
import { zoneGridMessages as m } from './messages';

/** The word a cell and the legend show for each grid status. */
export const STATUS_TEXTS: Readonly<Record<ZoneGridStatus, MessageDescriptor>> = {
  not_filed: m.notFiled,
  late: m.late,
  submitted: m.submitted,
  pending: m.pending,
  approved: m.approved,
  rejected: m.rejected,
};

/** What the legend adds after the word, where the word alone does not say it. */
export const STATUS_HINTS: Partial<Record<ZoneGridStatus, MessageDescriptor>> = {
  not_filed: m.notFiledHint,
  late: m.lateHint,
};

import { defineMessages } from '../../../i18n/messages';

/** The texts of the Zone Grid screen. */
export const zoneGridMessages = defineMessages({
  title: { id: 'zoneGrid.title', defaultMessage: 'Zone Grid' },
  month: { id: 'zoneGrid.month', defaultMessage: 'Month' },
  download: { id: 'zoneGrid.download', defaultMessage: 'Download csv' },
  loading: { id: 'zoneGrid.loading', defaultMessage: 'Loading the zone grid' },
  refreshing: { id: 'zoneGrid.refreshing', defaultMessage: 'Refreshing' },
  empty: { id: 'zoneGrid.empty', defaultMessage: 'No clubs to show.' },
  noColumns: { id: 'zoneGrid.noColumns', defaultMessage: 'No activities are scheduled for this month.' },
  table: { id: 'zoneGrid.table', defaultMessage: 'Zone grid' },
  club: { id: 'zoneGrid.club', defaultMessage: 'Club' },
  total: { id: 'zoneGrid.total', defaultMessage: 'Total' },
  zoneHeading: { id: 'zoneGrid.zoneHeading', defaultMessage: '{zone}, {region}' },
  due: { id: 'zoneGrid.due', defaultMessage: 'Due {date}' },
  legend: { id: 'zoneGrid.legend', defaultMessage: 'Legend' },
  points: { id: 'zoneGrid.points', defaultMessage: '{points} pts' },
  estimatedPoints: { id: 'zoneGrid.estimatedPoints', defaultMessage: '~{points} pts' },
  pointsNote: {
    id: 'zoneGrid.pointsNote',
    defaultMessage:
      'Points: approved points of approved reports; ~ marks the estimate of a report waiting for review.',
  },
  lionsYear: { id: 'zoneGrid.lionsYear', defaultMessage: 'Lions year {year}' },

  notFiled: { id: 'zoneGrid.status.notFiled', defaultMessage: 'Not filed' },
  late: { id: 'zoneGrid.status.late', defaultMessage: 'Late' },
  submitted: { id: 'zoneGrid.status.submitted', defaultMessage: 'Submitted' },
  pending: { id: 'zoneGrid.status.pending', defaultMessage: 'Pending' },
  approved: { id: 'zoneGrid.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'zoneGrid.status.rejected', defaultMessage: 'Rejected' },

  notFiledHint: { id: 'zoneGrid.hint.notFiled', defaultMessage: 'not filed, not yet due' },
  lateHint: { id: 'zoneGrid.hint.late', defaultMessage: 'not filed, past its due date' },
});

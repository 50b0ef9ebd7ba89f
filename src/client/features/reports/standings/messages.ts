import { defineMessages } from '../../../i18n/messages';

/** The texts of the Standings screen. */
export const standingsMessages = defineMessages({
  title: { id: 'standings.title', defaultMessage: 'Standings' },
  loading: { id: 'standings.loading', defaultMessage: 'Loading the standings' },
  empty: { id: 'standings.empty', defaultMessage: 'No clubs to show.' },
  table: { id: 'standings.table', defaultMessage: 'Standings' },
  summary: {
    id: 'standings.summary',
    defaultMessage: 'Lions year {year} so far: {available} administration points available.',
  },
  regionFilter: { id: 'standings.regionFilter', defaultMessage: 'Region' },
  allRegions: { id: 'standings.allRegions', defaultMessage: 'All regions' },
  zoneFilter: { id: 'standings.zoneFilter', defaultMessage: 'Zone' },
  allZones: { id: 'standings.allZones', defaultMessage: 'All zones' },
  rank: { id: 'standings.rank', defaultMessage: 'Rank' },
  club: { id: 'standings.club', defaultMessage: 'Club' },
  zone: { id: 'standings.zone', defaultMessage: 'Zone' },
  approved: { id: 'standings.approved', defaultMessage: 'Approved points' },
  underReview: { id: 'standings.underReview', defaultMessage: 'Under review' },
  rate: { id: 'standings.rate', defaultMessage: 'Rate' },
  zoneRank: { id: 'standings.zoneRank', defaultMessage: 'In zone' },
  regionRank: { id: 'standings.regionRank', defaultMessage: 'In region' },
  rankOf: { id: 'standings.rankOf', defaultMessage: '{position} of {of}' },
  note: {
    id: 'standings.note',
    defaultMessage:
      'Ranked by approved points among all clubs of the district, zone and region. Under review: the estimate of reports waiting for review. Rate: approved points against those available so far (0-35 red, 36-55 orange, 56-65 yellow, 66-100 green).',
  },
});

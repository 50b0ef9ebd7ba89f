import { defineMessages } from '../../i18n/messages';

/**
 * The texts of the home page: the greeting and the Club Overview. The page is part of the first load,
 * which paints before the ICU formatter has loaded: plain `{name}` arguments only, no plural or select.
 */
export const homeMessages = defineMessages({
  documentTitle: { id: 'home.documentTitle', defaultMessage: 'Home' },
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome, {role}' },

  // The Club Overview.
  overviewTitle: { id: 'home.overviewTitle', defaultMessage: 'Club Overview' },
  club: { id: 'home.club', defaultMessage: 'Club' },
  chooseClub: { id: 'home.chooseClub', defaultMessage: 'Choose a club to see its overview.' },
  chooseClubHint: { id: 'home.chooseClubHint', defaultMessage: 'Search for a club in the box above.' },
  loading: { id: 'home.loading', defaultMessage: 'Loading' },
  members: { id: 'home.members', defaultMessage: 'Members' },

  // The cards.
  totalPoints: { id: 'home.totalPoints', defaultMessage: 'Total Points' },
  services: { id: 'home.services', defaultMessage: 'Services' },
  administration: { id: 'home.administration', defaultMessage: 'Administration' },
  /** `{rate}` stands where the coloured percentage tag shows. */
  adminRate: {
    id: 'home.adminRate',
    defaultMessage: '{rate} of {available} administration points available so far',
  },
  clubMembers: { id: 'home.clubMembers', defaultMessage: 'Club Members' },
  newMembers: { id: 'home.newMembers', defaultMessage: 'New' },
  droppedMembers: { id: 'home.droppedMembers', defaultMessage: 'Drop' },
  serviceProjects: { id: 'home.serviceProjects', defaultMessage: 'Service Projects' },
  meetings: { id: 'home.meetings', defaultMessage: 'Meetings' },
  thisMonth: { id: 'home.thisMonth', defaultMessage: 'This Month' },
  thisYear: { id: 'home.thisYear', defaultMessage: 'This Year' },

  // The club's standing (issue 14).
  standingTitle: { id: 'home.standingTitle', defaultMessage: 'Standing' },
  standingZone: { id: 'home.standingZone', defaultMessage: '{position} of {of} in {zone}' },
  standingRegion: { id: 'home.standingRegion', defaultMessage: '{position} of {of} in {region}' },
  standingDistrict: { id: 'home.standingDistrict', defaultMessage: '{position} of {of} in the district' },
  standingReview: { id: 'home.standingReview', defaultMessage: '{points} points under review' },
  showChart: { id: 'home.showChart', defaultMessage: 'Points by month' },
  hideChart: { id: 'home.hideChart', defaultMessage: 'Hide points by month' },
  chartTitle: {
    id: 'home.chartTitle',
    defaultMessage: "The club's approved points by month and the district median",
  },
  chartMonth: { id: 'home.chartMonth', defaultMessage: 'Month' },
  chartClub: { id: 'home.chartClub', defaultMessage: 'Club' },
  chartMedian: { id: 'home.chartMedian', defaultMessage: 'District median' },
});

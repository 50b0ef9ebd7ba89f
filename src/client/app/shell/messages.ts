import { defineMessages } from '../../i18n/messages';

/** The texts of the shell: top bar, menu, title bar, footer, banners and the profile menu. */
export const shellMessages = defineMessages({
  skipLink: { id: 'shell.skipLink', defaultMessage: 'Skip to main content' },
  brand: { id: 'shell.brand', defaultMessage: 'Lions Club CMS' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main' },
  back: { id: 'shell.back', defaultMessage: 'Back' },
  profile: { id: 'shell.profile', defaultMessage: 'Profile' },
  profileMenu: { id: 'shell.profileMenu', defaultMessage: 'Profile menu' },
  changeRole: { id: 'shell.changeRole', defaultMessage: 'Change Role' },
  manageAccount: { id: 'shell.manageAccount', defaultMessage: 'Manage your account' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign out' },
  language: { id: 'shell.language', defaultMessage: 'Language' },
  notifications: { id: 'shell.notifications', defaultMessage: 'Notifications' },
  notificationsWelcome: {
    id: 'shell.notificationsWelcome',
    defaultMessage:
      "Welcome to the Lions Club CMS. News about your club's activities and service projects will appear here.",
  },
  footer: { id: 'shell.footer', defaultMessage: '© {year} Lions Club CMS · Version {version}' },
  offline: {
    id: 'shell.offline',
    defaultMessage:
      'You are offline. What you type is kept on this device, and a report you send goes when the connection returns.',
  },
  errorTitle: { id: 'shell.errorTitle', defaultMessage: 'Something went wrong' },
  errorBody: {
    id: 'shell.errorBody',
    defaultMessage: 'This screen could not be shown. Reload the page, or go back to the home page.',
  },
  errorStaleCode: {
    id: 'shell.errorStaleCode',
    defaultMessage: 'A new version of the app is out. Reload the page to use it.',
  },
  reload: { id: 'shell.reload', defaultMessage: 'Reload' },
  navHome: { id: 'shell.nav.home', defaultMessage: 'Home' },
  navMonthlyTasks: { id: 'shell.nav.monthlyTasks', defaultMessage: 'Monthly Tasks' },
  navReviewTasks: { id: 'shell.nav.reviewTasks', defaultMessage: 'Cpe Review Tasks' },
  navZoneGrid: { id: 'shell.nav.zoneGrid', defaultMessage: 'Zone Grid' },
  navStandings: { id: 'shell.nav.standings', defaultMessage: 'Standings' },
  navProjects: { id: 'shell.nav.projects', defaultMessage: 'Service Projects' },
  navMembers: { id: 'shell.nav.members', defaultMessage: 'Club Members' },
  navClubs: { id: 'shell.nav.clubs', defaultMessage: 'Clubs' },
  navZones: { id: 'shell.nav.zones', defaultMessage: 'Zones' },
  navProfile: { id: 'shell.nav.profile', defaultMessage: 'My Profile' },
  navReports: { id: 'shell.nav.reports', defaultMessage: 'Reports' },
});

/** The menu entries' texts by path (the policy's menu gives the English label for any other). */
export const NAV_MESSAGES = {
  '/': shellMessages.navHome,
  '/activities/monthly': shellMessages.navMonthlyTasks,
  '/cpe-activities/monthly': shellMessages.navReviewTasks,
  '/activities/zone-grid': shellMessages.navZoneGrid,
  '/activities/standings': shellMessages.navStandings,
  '/projects': shellMessages.navProjects,
  '/members': shellMessages.navMembers,
  '/clubs': shellMessages.navClubs,
  '/zone': shellMessages.navZones,
  '/profile': shellMessages.navProfile,
  '/reports': shellMessages.navReports,
} as const satisfies Record<string, { id: string; defaultMessage: string }>;

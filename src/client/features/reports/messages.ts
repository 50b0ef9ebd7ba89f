import { defineMessages } from '../../i18n/messages';

/** The texts of the reports screen (the club activity report and the service project reports). */
export const reportMessages = defineMessages({
  title: { id: 'reports.title', defaultMessage: 'Reports' },
  club: { id: 'reports.club', defaultMessage: 'Club' },

  // Activity Reports Club Wise.
  activityHeading: { id: 'reports.activityHeading', defaultMessage: 'Activity Reports Club Wise' },
  downloadCsv: { id: 'reports.downloadCsv', defaultMessage: 'Download csv' },

  // Service Project Reports.
  projectHeading: { id: 'reports.projectHeading', defaultMessage: 'Service Project Reports' },
  themeHeading: { id: 'reports.themeHeading', defaultMessage: 'Project Theme Wise' },
  theme: { id: 'reports.theme', defaultMessage: 'Theme' },
  loadingThemes: { id: 'reports.loadingThemes', defaultMessage: 'Loading themes…' },
  selectTheme: { id: 'reports.selectTheme', defaultMessage: 'Select a theme' },
  clubProjectHeading: { id: 'reports.clubProjectHeading', defaultMessage: 'Project Reports Club Wise' },
  clubForProjectReports: { id: 'reports.clubForProjectReports', defaultMessage: 'Club for project reports' },
  download: { id: 'reports.download', defaultMessage: 'Download' },
});

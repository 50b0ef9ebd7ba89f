import { defineMessages } from '../../../i18n/messages';

/** The texts of the banner naming the club that filed a report (issue 16). */
export const reportClubMessages = defineMessages({
  label: { id: 'reportClub.label', defaultMessage: 'Filed by' },
  zoneAndRegion: { id: 'reportClub.zoneAndRegion', defaultMessage: '{zone}, {region}' },
});

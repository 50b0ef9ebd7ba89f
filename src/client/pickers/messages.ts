import { defineMessages } from '../i18n/messages';

/** The texts of the API-backed pickers: their load states, empty lists and buttons. */
export const pickersMessages = defineMessages({
  loading: { id: 'pickers.loading', defaultMessage: 'Loading…' },
  searchMember: { id: 'pickers.searchMember', defaultMessage: 'Search a member' },
  searchMembers: { id: 'pickers.searchMembers', defaultMessage: 'Search members' },
  noMembersToShow: { id: 'pickers.noMembersToShow', defaultMessage: 'No members to show' },
  noMembersFound: { id: 'pickers.noMembersFound', defaultMessage: 'No members found' },
  membersFailed: { id: 'pickers.membersFailed', defaultMessage: 'Members could not be loaded' },
  clearMember: { id: 'pickers.clearMember', defaultMessage: 'Clear {name}' },
  officersLoading: { id: 'pickers.officersLoading', defaultMessage: 'Loading officers…' },
  officersFailed: { id: 'pickers.officersFailed', defaultMessage: 'Officers could not be loaded' },
  officersChoose: { id: 'pickers.officersChoose', defaultMessage: 'Select from the officers' },
  zoneChairpersonsLoading: {
    id: 'pickers.zoneChairpersonsLoading',
    defaultMessage: 'Loading zone chairpersons…',
  },
  zoneChairpersonsFailed: {
    id: 'pickers.zoneChairpersonsFailed',
    defaultMessage: 'Zone chairpersons could not be loaded',
  },
  zoneChairpersonsChoose: {
    id: 'pickers.zoneChairpersonsChoose',
    defaultMessage: 'Select from the zone chairpersons',
  },
  regionChairpersonsLoading: {
    id: 'pickers.regionChairpersonsLoading',
    defaultMessage: 'Loading region chairpersons…',
  },
  regionChairpersonsFailed: {
    id: 'pickers.regionChairpersonsFailed',
    defaultMessage: 'Region chairpersons could not be loaded',
  },
  regionChairpersonsChoose: {
    id: 'pickers.regionChairpersonsChoose',
    defaultMessage: 'Select from the region chairpersons',
  },
  themesLoading: { id: 'pickers.themesLoading', defaultMessage: 'Loading themes…' },
  themesFailed: { id: 'pickers.themesFailed', defaultMessage: 'Themes could not be loaded' },
  memberTypesLoading: { id: 'pickers.memberTypesLoading', defaultMessage: 'Loading member types…' },
  memberTypesFailed: { id: 'pickers.memberTypesFailed', defaultMessage: 'Member types could not be loaded' },
  officeRolesLoading: { id: 'pickers.officeRolesLoading', defaultMessage: 'Loading office roles…' },
  officeRolesFailed: { id: 'pickers.officeRolesFailed', defaultMessage: 'Office roles could not be loaded' },
  addOfficeRole: { id: 'pickers.addOfficeRole', defaultMessage: 'Add Office Role' },
  selectOfficeRole: { id: 'pickers.selectOfficeRole', defaultMessage: 'Select an office role' },
  regionsLoading: { id: 'pickers.regionsLoading', defaultMessage: 'Loading regions…' },
  regionsFailed: { id: 'pickers.regionsFailed', defaultMessage: 'Regions could not be loaded' },
  zonesLoading: { id: 'pickers.zonesLoading', defaultMessage: 'Loading zones…' },
  zonesFailed: { id: 'pickers.zonesFailed', defaultMessage: 'Zones could not be loaded' },
  selectRegionFirst: { id: 'pickers.selectRegionFirst', defaultMessage: 'Select a region first' },
  regionHasNoZones: { id: 'pickers.regionHasNoZones', defaultMessage: 'This region has no zones' },
  zoneNumber: { id: 'pickers.zoneNumber', defaultMessage: 'Zone {id}' },
  inactiveName: { id: 'pickers.inactiveName', defaultMessage: '{name} (Inactive)' },
});

/** The names of the district's governor themes, by theme_key (the server keeps the English name). */
export const themeMessages = defineMessages({
  reforestation: { id: 'pickers.theme.reforestation', defaultMessage: 'Reforestation' },
  gardening_farming: { id: 'pickers.theme.gardening_farming', defaultMessage: 'Gardening and Farming' },
  diabetes: { id: 'pickers.theme.diabetes', defaultMessage: 'Diabetes Awareness and Prevention' },
  vision: { id: 'pickers.theme.vision', defaultMessage: 'Vision' },
  hunger: { id: 'pickers.theme.hunger', defaultMessage: 'Hunger Relief' },
  environment: { id: 'pickers.theme.environment', defaultMessage: 'Environment' },
  childhood_cancer: { id: 'pickers.theme.childhood_cancer', defaultMessage: 'Childhood Cancer' },
  youth: { id: 'pickers.theme.youth', defaultMessage: 'Youth Development' },
  humanitarian: { id: 'pickers.theme.humanitarian', defaultMessage: 'Humanitarian Service' },
  disaster_relief: { id: 'pickers.theme.disaster_relief', defaultMessage: 'Disaster Relief' },
  blood_donation: { id: 'pickers.theme.blood_donation', defaultMessage: 'Blood Donation' },
});

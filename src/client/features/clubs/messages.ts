import { defineMessages } from '../../i18n/messages';

/** The texts of the club screens (list, create and edit). */
export const clubMessages = defineMessages({
  // The list.
  title: { id: 'clubs.title', defaultMessage: 'Clubs' },
  createNew: { id: 'clubs.createNew', defaultMessage: 'Create New Club' },
  search: { id: 'clubs.search', defaultMessage: 'Search clubs' },
  loadingClubs: { id: 'clubs.loadingClubs', defaultMessage: 'Loading clubs' },
  noMatch: { id: 'clubs.noMatch', defaultMessage: 'No clubs match “{search}”.' },
  noClubs: { id: 'clubs.noClubs', defaultMessage: 'No clubs yet.' },

  // The table's columns and actions.
  columnName: { id: 'clubs.columnName', defaultMessage: 'Club Name' },
  columnZone: { id: 'clubs.columnZone', defaultMessage: 'Zone' },
  columnRegion: { id: 'clubs.columnRegion', defaultMessage: 'Region' },
  columnStatus: { id: 'clubs.columnStatus', defaultMessage: 'Status' },
  columnActions: { id: 'clubs.columnActions', defaultMessage: 'Actions' },
  editClub: { id: 'clubs.editClub', defaultMessage: 'Edit {name}' },

  // The create and edit screens.
  editTitle: { id: 'clubs.editTitle', defaultMessage: 'Edit Club' },
  backToList: { id: 'clubs.backToList', defaultMessage: 'Clubs' },
  create: { id: 'clubs.create', defaultMessage: 'Create' },
  update: { id: 'clubs.update', defaultMessage: 'Update' },
  created: { id: 'clubs.created', defaultMessage: 'Club has been created successfully' },
  updated: { id: 'clubs.updated', defaultMessage: 'Club has been updated successfully' },
  notFound: { id: 'clubs.notFound', defaultMessage: 'Club not found' },
  loadFailed: { id: 'clubs.loadFailed', defaultMessage: 'The club could not be loaded' },
  loadingClub: { id: 'clubs.loadingClub', defaultMessage: 'Loading the club' },
  validationSnackbar: { id: 'clubs.validationSnackbar', defaultMessage: 'Validation error please scroll up' },
});

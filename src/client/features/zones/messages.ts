import { defineMessages } from '../../i18n/messages';

/** The texts of the zone screens (list, create and edit). */
export const zoneMessages = defineMessages({
  // The list.
  title: { id: 'zones.title', defaultMessage: 'Zones' },
  createNew: { id: 'zones.createNew', defaultMessage: 'Create New Zone' },
  search: { id: 'zones.search', defaultMessage: 'Search zones' },
  loadingZones: { id: 'zones.loadingZones', defaultMessage: 'Loading zones' },
  noMatch: { id: 'zones.noMatch', defaultMessage: 'No zones match “{search}”.' },
  noZones: { id: 'zones.noZones', defaultMessage: 'No zones yet.' },

  // The table's columns and actions.
  columnRegion: { id: 'zones.columnRegion', defaultMessage: 'Region' },
  columnZone: { id: 'zones.columnZone', defaultMessage: 'Zone' },
  columnStatus: { id: 'zones.columnStatus', defaultMessage: 'Status' },
  columnActions: { id: 'zones.columnActions', defaultMessage: 'Actions' },
  editZone: { id: 'zones.editZone', defaultMessage: 'Edit {name}' },

  // The create and edit screens.
  editTitle: { id: 'zones.editTitle', defaultMessage: 'Edit Zone' },
  backToList: { id: 'zones.backToList', defaultMessage: 'Zones' },
  create: { id: 'zones.create', defaultMessage: 'Create' },
  update: { id: 'zones.update', defaultMessage: 'Update' },
  created: { id: 'zones.created', defaultMessage: 'Zone has been created successfully' },
  updated: { id: 'zones.updated', defaultMessage: 'Zone has been updated successfully' },
  notFound: { id: 'zones.notFound', defaultMessage: 'Zone not found' },
  loadFailed: { id: 'zones.loadFailed', defaultMessage: 'The zone could not be loaded' },
  loadingZone: { id: 'zones.loadingZone', defaultMessage: 'Loading the zone' },
});

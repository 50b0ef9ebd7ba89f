import { defineMessages } from '../../i18n/messages';

/** The texts of the member screens (list, info, create and edit). */
export const memberMessages = defineMessages({
  // The list.
  title: { id: 'members.title', defaultMessage: 'Club Members' },
  titleWithTotal: { id: 'members.titleWithTotal', defaultMessage: 'Club Members ({total})' },
  createNew: { id: 'members.createNew', defaultMessage: 'Create New Member' },
  allClubs: { id: 'members.allClubs', defaultMessage: 'All clubs' },
  search: { id: 'members.search', defaultMessage: 'Search members' },
  noClubChosen: {
    id: 'members.noClubChosen',
    defaultMessage: 'No club chosen: the list shows the members of every club.',
  },
  loadingMembers: { id: 'members.loadingMembers', defaultMessage: 'Loading members' },
  noneFound: { id: 'members.noneFound', defaultMessage: 'No members found' },
  dropped: { id: 'members.dropped', defaultMessage: 'Member has been dropped successfully' },

  // The table's columns and actions.
  columnImage: { id: 'members.columnImage', defaultMessage: 'Image' },
  columnName: { id: 'members.columnName', defaultMessage: 'Name' },
  columnInternationalId: { id: 'members.columnInternationalId', defaultMessage: 'International Id' },
  columnMobile: { id: 'members.columnMobile', defaultMessage: 'Mobile' },
  columnClub: { id: 'members.columnClub', defaultMessage: 'Club' },
  columnOfficeRoles: { id: 'members.columnOfficeRoles', defaultMessage: 'Office Roles' },
  columnActions: { id: 'members.columnActions', defaultMessage: 'Actions' },
  inactive: { id: 'members.inactive', defaultMessage: 'Inactive' },
  editMember: { id: 'members.editMember', defaultMessage: 'Edit {name}' },
  dropMember: { id: 'members.dropMember', defaultMessage: 'Drop {name}' },
  drop: { id: 'members.drop', defaultMessage: 'Drop' },

  // The drop confirmation.
  cancel: { id: 'members.cancel', defaultMessage: 'Cancel' },
  dropQuestion: { id: 'members.dropQuestion', defaultMessage: 'Drop {name}?' },
  dropFromClubQuestion: { id: 'members.dropFromClubQuestion', defaultMessage: 'Drop {name} from {club}?' },
  dropConsequence: {
    id: 'members.dropConsequence',
    defaultMessage: 'The member leaves the club and becomes inactive; their office roles end.',
  },

  // The info page.
  infoTitle: { id: 'members.infoTitle', defaultMessage: 'Member Info' },
  loadingMember: { id: 'members.loadingMember', defaultMessage: 'Loading member' },
  notFound: { id: 'members.notFound', defaultMessage: 'Member not found.' },
  edit: { id: 'members.edit', defaultMessage: 'Edit' },
  lionsClub: { id: 'members.lionsClub', defaultMessage: 'Lions Club' },
  membershipId: { id: 'members.membershipId', defaultMessage: 'Membership Id' },
  mobile: { id: 'members.mobile', defaultMessage: 'Mobile' },
  memberSince: { id: 'members.memberSince', defaultMessage: 'Member Since' },
  memberSpouse: { id: 'members.memberSpouse', defaultMessage: 'Member Spouse' },
  officeRoles: { id: 'members.officeRoles', defaultMessage: 'Office Roles' },
  memberContacts: { id: 'members.memberContacts', defaultMessage: 'Member Contacts' },
  /** The spec's 'not fond!' is a typo; docs/spec-deviations.md. */
  emptyRoles: { id: 'members.emptyRoles', defaultMessage: 'Roles not found!' },
  emptyContacts: { id: 'members.emptyContacts', defaultMessage: 'Contacts not found!' },
  dateRange: { id: 'members.dateRange', defaultMessage: '{from} to {to}' },

  // The create and edit pages.
  created: { id: 'members.created', defaultMessage: 'Member has been created successfully' },
  editTitle: { id: 'members.editTitle', defaultMessage: 'Edit Member' },
  updated: { id: 'members.updated', defaultMessage: 'Member has been updated successfully' },
});

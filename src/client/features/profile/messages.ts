import { defineMessages } from '../../i18n/messages';

/** The texts of the profile screen and its dialogs. */
export const profileMessages = defineMessages({
  // The page.
  title: { id: 'profile.title', defaultMessage: 'My Profile' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading' },
  changePassword: { id: 'profile.changePassword', defaultMessage: 'Change Password' },

  // The info card.
  details: { id: 'profile.details', defaultMessage: 'Profile details' },
  goBack: { id: 'profile.goBack', defaultMessage: 'Go back' },
  back: { id: 'profile.back', defaultMessage: 'Back' },
  edit: { id: 'profile.edit', defaultMessage: 'Edit' },
  membershipId: { id: 'profile.membershipId', defaultMessage: 'Membership ID' },
  mobile: { id: 'profile.mobile', defaultMessage: 'Mobile' },
  memberSince: { id: 'profile.memberSince', defaultMessage: 'Member Since' },
  memberSpouse: { id: 'profile.memberSpouse', defaultMessage: 'Member Spouse' },
  birthday: { id: 'profile.birthday', defaultMessage: 'Birthday' },

  // My Roles and My Contacts.
  myRoles: { id: 'profile.myRoles', defaultMessage: 'My Roles' },
  myContacts: { id: 'profile.myContacts', defaultMessage: 'My Contacts' },
  /** The spec's 'Roles not fond!' is a typo; docs/spec-deviations.md. */
  noRoles: { id: 'profile.noRoles', defaultMessage: 'Roles not found!' },
  noContacts: { id: 'profile.noContacts', defaultMessage: 'Contacts not found!' },
  dateRange: { id: 'profile.dateRange', defaultMessage: '{from} to {to}' },

  // The SMS reminders card.
  smsReminders: { id: 'profile.smsReminders', defaultMessage: 'SMS reminders' },
  smsRemindersSwitch: {
    id: 'profile.smsRemindersSwitch',
    defaultMessage: 'Send me an SMS when a monthly report of my club is due within 3 days',
  },

  // The dialogs.
  editProfile: { id: 'profile.editProfile', defaultMessage: 'Edit Profile' },
  cancel: { id: 'profile.cancel', defaultMessage: 'Cancel' },
  update: { id: 'profile.update', defaultMessage: 'Update' },
  /** The spec's success texts (spec 1 section 5). */
  profileUpdated: { id: 'profile.profileUpdated', defaultMessage: 'Profile successfully updated' },
  passwordUpdated: { id: 'profile.passwordUpdated', defaultMessage: 'Password successfully updated' },
});

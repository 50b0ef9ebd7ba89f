import { defineMessages } from '../messages';

/**
 * The kinds of contact a member records (the server's contact types: the `type_name` of a contact),
 * in the reader's language. Kinds that are names (WhatsApp, Viber) have none: they stay as they come.
 */
export const contactTypeMessages = defineMessages({
  mobile: { id: 'contacts.mobile', defaultMessage: 'Mobile' },
  email: { id: 'contacts.email', defaultMessage: 'Email' },
  phone: { id: 'contacts.phone', defaultMessage: 'Phone' },
  homePhone: { id: 'contacts.homePhone', defaultMessage: 'Home phone' },
  officePhone: { id: 'contacts.officePhone', defaultMessage: 'Office phone' },
  fax: { id: 'contacts.fax', defaultMessage: 'Fax' },
  address: { id: 'contacts.address', defaultMessage: 'Address' },
  officeAddress: { id: 'contacts.officeAddress', defaultMessage: 'Office address' },
});

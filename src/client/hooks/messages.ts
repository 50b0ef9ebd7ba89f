import { defineMessages } from '../i18n/messages';

/** The texts of the shared hooks: the product's name that ends every tab title. */
export const hooksMessages = defineMessages({
  appTitle: { id: 'hooks.appTitle', defaultMessage: 'Lions Club CMS' },
});

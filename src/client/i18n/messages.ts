/** A text of the app: its key in the catalogues and its English wording (an ICU message). */
export interface MessageDescriptor {
  /** 'area.name', e.g. 'shell.skipLink'; unique across the app. */
  id: string;
  /** The English text, as an ICU message ('{count, plural, one {# report} other {# reports}}'). */
  defaultMessage: string;
}

/** The values an ICU message's arguments take. */
export type MessageValues = Record<string, string | number | Date>;

/** Renders a message in the current language with its values. */
export type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/**
 * Declares an area's texts (English beside the code that shows them; the catalogues under
 * i18n/catalogues/<language>/ translate them by id). An identity function, as in react-intl, so the
 * first load needs no library.
 */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

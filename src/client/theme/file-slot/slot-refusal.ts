import type { MessageDescriptor, MessageValues } from '../../i18n/messages';
import { formatSimply } from '../../i18n/simple-format';

/**
 * Why a chosen file cannot be used: thrown from the plain functions that prepare it, with the message
 * to show (translated by the widget, where the language is known) and, as the error's own message,
 * its English.
 */
export class SlotRefusal extends Error {
  constructor(
    readonly text: MessageDescriptor,
    readonly values?: MessageValues,
  ) {
    super(formatSimply(text, values));
    this.name = 'SlotRefusal';
  }
}

import { useCallback } from 'react';
import type { MessageDescriptor } from './messages';
import { contactTypeMessages } from './contacts/messages';
import { useT } from './translator';

/** The known kinds by their English words, compared without case ('Home Phone' is 'Home phone'). */
const KINDS: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(contactTypeMessages).map((message) => [message.defaultMessage.toLowerCase(), message]),
);

/**
 * A contact's kind (its `type_name`: 'Mobile', 'Email', 'Home phone') in the app's language; a kind
 * the app does not know (a name such as WhatsApp, or one added on the server) as it came.
 */
export function useContactTypeName(): (typeName: string) => string {
  const t = useT();
  return useCallback(
    (typeName: string) => {
      const message = KINDS.get(typeName.trim().toLowerCase());
      return message ? t(message) : typeName;
    },
    [t],
  );
}

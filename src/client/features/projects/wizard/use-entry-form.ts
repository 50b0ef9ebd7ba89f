import { useEffect, useState } from 'react';
import type { ServerErrors } from '../../../form-engine/error-messages';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import type { EntryDeletion } from './entry-table';

/** A delete call of a wizard list's rows: a mutation taking the row's uuid. */
export interface RemoveEntry {
  isPending: boolean;
  variables: string | undefined;
  mutate: (uuid: string, options: { onError: (error: unknown) => void }) => void;
}

/**
 * The state of a wizard step's add-an-entry form (committee, contributions, participants, documents):
 * what is typed so far, a key that empties the form (and its pickers) after each add, and the
 * server's refusal as alert lines and field errors. Given the list's size (undefined while it loads),
 * it tells the wizard each new count (Next's rule of steps 2 and 4).
 */
export function useEntryForm<T extends object>(listCount?: {
  count: number | undefined;
  onCount: (count: number) => void;
}) {
  const [draft, setDraft] = useState<Partial<T>>({});
  const [formKey, setFormKey] = useState(0);
  const [alert, setAlert] = useState<string[] | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const count = listCount?.count;
  const onCount = listCount?.onCount;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);

  /** Shows a refusal: its lines above the form, its field messages under the fields. */
  const fail = (error: unknown) => {
    setAlert(linesOf(error));
    setServerErrors(fieldErrorsOf(error));
  };

  /** The callbacks of an add: an empty form on success, the refusal shown on failure. */
  const addCallbacks = {
    onSuccess: () => {
      setDraft({});
      setFormKey((k) => k + 1);
    },
    onError: fail,
  };

  return {
    draft,
    setDraft,
    formKey,
    alert,
    serverErrors,
    fail,
    addCallbacks,
    /** Clears the alert (its Dismiss, and before a delete). */
    dismissAlert: () => setAlert(null),
    /** The rows' delete action through `remove`; a refusal shows like an add's. */
    deletion: <E extends { uuid: string }>(
      remove: RemoveEntry,
      label: (entry: E) => string,
    ): EntryDeletion<E> => ({
      label,
      pendingUuid: remove.isPending ? remove.variables : undefined,
      onDelete: (entry) => {
        setAlert(null);
        remove.mutate(entry.uuid, { onError: fail });
      },
    }),
    /** Clears the last refusal before an add. */
    startAdd: () => {
      setAlert(null);
      setServerErrors(null);
    },
  };
}

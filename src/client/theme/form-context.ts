import { createContext } from 'react';
import type { DateLimits } from './date-field/date-limits';

/**
 * What the Blueprint theme reads from rjsf's `formContext`. Features pass their own keys beside these
 * (API-backed widgets read theirs), so the type stays open.
 */
export interface BlueprintFormContext {
  /** While true the submit button shows a spinner (and cannot be pressed twice). */
  loading?: boolean;
  /** While true the submit button is disabled. */
  submitDisabled?: boolean;
  /**
   * Receives the file a file widget accepted (or `null` when it was removed). The form data holds only
   * the file's name, because a `File` is not serialisable; the feature keeps the file for its upload.
   */
  onFile?: (fieldName: string, file: File | null) => void;
  /** Told while a file widget prepares its file (a photo being resized), so submit can wait for it. */
  onFileBusy?: (fieldName: string, busy: boolean) => void;
  /**
   * The dates the form's date fields take (an activity's: around its report month), YYYY-MM-DD: the
   * calendar offers no day outside them and a typed one is refused under its field. A schema's own
   * `formatMinimum`/`formatMaximum` win.
   */
  dateLimits?: DateLimits;
  [key: string]: unknown;
}

/** The submit button's state: spinning while sent, disabled until the form may be sent. */
export type SubmitState = Pick<BlueprintFormContext, 'loading' | 'submitDisabled'>;

/**
 * The submit button's state, given around the form rather than in rjsf's form context: a change of
 * the form context re-renders every field, and the button's state changes on the key that fills the
 * field unlocking it. Where no provider is, the button reads the form context.
 */
export const SubmitStateContext = createContext<SubmitState | null>(null);

/** The theme's view of a registry's form context (rjsf types it as an open object). */
export function blueprintFormContext(formContext: unknown): BlueprintFormContext {
  return (formContext ?? {}) as BlueprintFormContext;
}

/**
 * Why a transition was refused. `conflict`: the record's state does not allow it (answer 409).
 * `invalid`: the state allows it but the request is incomplete, e.g. no comment (answer 422).
 */
export type RefusalKind = 'invalid' | 'conflict';

/** The answer of a pure transition helper: the next status, or why not. */
export type TransitionResult<TStatus extends string> =
  | {
      ok: true;
      /** The status after the event (may equal the current one: a self-transition). */
      next: TStatus;
      /** The decision comment to store after the event: the trimmed reject comment, or null. */
      comment: string | null;
    }
  | {
      ok: false;
      kind: RefusalKind;
      /** A clear English sentence, fit to show the user as is. */
      reason: string;
      /** For `invalid`: the event field at fault (`comment` or `confirmed`). */
      field?: string;
    };

/** True for a string with something in it besides white space (a reject comment). */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** True only for a ticked box: `true`, never a truthy look-alike such as 'false' or 1. */
export function isTicked(value: unknown): boolean {
  return value === true;
}

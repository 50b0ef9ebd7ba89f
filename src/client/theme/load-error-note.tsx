import { Callout, Intent } from '@blueprintjs/core';

/** Props of the note an API-backed widget shows when its choices could not be loaded. */
export interface LoadErrorNoteProps {
  /**
   * What failed, as a sentence in the current language without its full stop: 'Members could not be
   * loaded', 'Officers could not be loaded'.
   */
  failure: string;
  /** The failure; an `Error`'s message (an ApiError's lines) is shown after the sentence. */
  error: unknown;
}

/**
 * A small red note under a picker whose list failed to load (spec 2: the error shows and the list
 * empties), saying what failed and the server's reason, so the user is not left with a silent
 * empty list.
 */
export function LoadErrorNote({ failure, error }: LoadErrorNoteProps) {
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return (
    <Callout compact intent={Intent.DANGER} role="alert" className="cms-load-error">
      {`${failure}.${reason}`}
    </Callout>
  );
}

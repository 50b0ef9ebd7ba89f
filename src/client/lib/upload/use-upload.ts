import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  fileProgress,
  uploadMachine,
  type FileProgress,
  type Transfer,
  type UploadFile,
} from './upload-machine';

/** Where an upload stands, as a page shows it. */
export type UploadPhase = 'idle' | 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

/** An upload as a page drives and shows it. */
export interface Upload {
  phase: UploadPhase;
  /** True while waiting for the connection, uploading or processing. */
  isPending: boolean;
  /** The body's progress, 0 to 1; null before the first byte. */
  progress: number | null;
  /** Each file's progress. */
  files: FileProgress[];
  /** The last failure; null otherwise. */
  error: unknown;
  /** Sends a body; `onDone` hears the server's answer. */
  start: (transfer: Transfer, files: readonly UploadFile[], onDone?: (answer: unknown) => void) => void;
  cancel: () => void;
  /** Sends the failed body again (its files as they were prepared). */
  retry: () => void;
  /** Forgets a failure. */
  dismiss: () => void;
}

/** The phase of the upload machine's state. */
function phaseOf(value: unknown): UploadPhase {
  if (typeof value === 'object' && value !== null) return (value as { sending: UploadPhase }).sending;
  return value as UploadPhase;
}

/** Runs the upload machine for a page (see `uploadMachine`). */
export function useUpload(): Upload {
  const actor = useActorRef(uploadMachine);
  const phase = useSelector(actor, (state) => phaseOf(state.value));
  const context = useSelector(actor, (state) => state.context);
  const onDone = useRef<((answer: unknown) => void) | undefined>(undefined);

  useEffect(() => {
    const subscription = actor.on('done', ({ answer }) => onDone.current?.(answer));
    return () => subscription.unsubscribe();
  }, [actor]);

  const start = useCallback<Upload['start']>(
    (transfer, files, done) => {
      onDone.current = done;
      actor.send({ type: 'SEND', transfer, files });
    },
    [actor],
  );
  const cancel = useCallback(() => actor.send({ type: 'CANCEL' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const dismiss = useCallback(() => actor.send({ type: 'DISMISS' }), [actor]);

  const isPending = phase === 'waiting' || phase === 'uploading' || phase === 'processing';
  return {
    phase,
    isPending,
    progress: context.total > 0 ? context.loaded / context.total : null,
    files: isPending || phase === 'failed' ? fileProgress(context.files, context.loaded, context.total) : [],
    error: phase === 'failed' ? context.error : null,
    start,
    cancel,
    retry,
    dismiss,
  };
}

import { assign, emit, fromCallback, setup } from 'xstate';
import { ApiError } from '../api-error';

/** A file travelling in an upload's body, in the order the body carries them. */
export interface UploadFile {
  name: string;
  size: number;
}

/** What a transfer tells the machine while it runs. */
export interface TransferHandlers {
  onBytes: (loaded: number, total: number) => void;
  onUploaded: () => void;
  signal: AbortSignal;
}

/** One attempt at sending: answers the server's body, or throws (an ApiError, or an AbortError). */
export type Transfer = (handlers: TransferHandlers) => Promise<unknown>;

/** An upload's memory. */
export interface UploadContext {
  transfer: Transfer | null;
  files: readonly UploadFile[];
  /** Bytes of the body sent so far, and the body's size (0 until the first progress). */
  loaded: number;
  total: number;
  /** The last failure, for the page's alert; null otherwise. */
  error: unknown;
}

/** What an upload hears. */
export type UploadEvent =
  | { type: 'SEND'; transfer: Transfer; files: readonly UploadFile[] }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED' }
  | { type: 'ANSWERED'; answer: unknown }
  | { type: 'FAILED'; error: unknown }
  | { type: 'ONLINE' };

/** What an upload tells its page: the server's answer once it came. */
export type UploadEmitted = { type: 'done'; answer: unknown };

/** Seconds without a byte sent before an upload is called stalled (a weak phone connection). */
export const STALL_SECONDS = 30;

/** Seconds to wait for the server's answer once the whole body is sent. */
export const ANSWER_SECONDS = 60;

/** The failure of an upload that stalled. */
export const STALLED_TEXT = `The upload stopped: nothing reached the server for ${STALL_SECONDS} seconds. Check your connection and try again.`;

/** The failure of an upload the server did not answer. */
export const NO_ANSWER_TEXT = `The server did not answer within ${ANSWER_SECONDS} seconds. Check your list before sending again: it may have been saved.`;

/**
 * One upload of a form with its files (issue 13): idle → sending (uploading, with progress, then
 * processing while the server stores and checks the files) → done, or failed with the error to show.
 * Sent (or cut off) while the browser is offline, it waits and goes when the connection returns.
 * The officer may cancel while sending (the request is aborted), and retry a failure with the same
 * prepared files (nothing is chosen or resized again). An upload without progress for STALL_SECONDS,
 * or without an answer ANSWER_SECONDS after the last byte, fails with a timeout.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
  },
  delays: {
    stall: STALL_SECONDS * 1000,
    answer: ANSWER_SECONDS * 1000,
  },
  guards: {
    // The browser knows it has no connection (a phone in a dead spot, airplane mode).
    offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  },
  actors: {
    connection: fromCallback<UploadEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'ONLINE' });
      window.addEventListener('online', online);
      return () => window.removeEventListener('online', online);
    }),
    transfer: fromCallback<UploadEvent, { transfer: Transfer }>(({ input, sendBack }) => {
      const controller = new AbortController();
      input
        .transfer({
          signal: controller.signal,
          onBytes: (loaded, total) => sendBack({ type: 'PROGRESS', loaded, total }),
          onUploaded: () => sendBack({ type: 'UPLOADED' }),
        })
        .then(
          (answer) => sendBack({ type: 'ANSWERED', answer }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'FAILED', error });
          },
        );
      // Leaving `sending` (cancel, timeout) aborts the request.
      return () => controller.abort();
    }),
  },
  actions: {
    keepRequest: assign(({ event }) =>
      event.type === 'SEND' ? { transfer: event.transfer, files: event.files } : {},
    ),
    restart: assign({ loaded: 0, total: 0, error: null }),
    timeout: assign({ error: (_, text: string) => new ApiError(0, [text], undefined) }),
  },
}).createMachine({
  id: 'upload',
  context: { transfer: null, files: [], loaded: 0, total: 0, error: null },
  initial: 'idle',
  on: {
    SEND: [
      { guard: 'offline', target: '.waiting', actions: ['keepRequest', 'restart'] },
      { target: '.sending', actions: ['keepRequest', 'restart'] },
    ],
  },
  states: {
    idle: {},
    // Offline: the report waits, prepared, and goes as soon as the connection returns.
    waiting: {
      invoke: { src: 'connection' },
      on: {
        ONLINE: 'sending',
        CANCEL: { target: 'idle', actions: 'restart' },
        SEND: {},
      },
    },
    sending: {
      invoke: { src: 'transfer', input: ({ context }) => ({ transfer: context.transfer! }) },
      initial: 'uploading',
      on: {
        ANSWERED: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'done' as const, answer: event.answer })),
        },
        FAILED: [
          // The connection went while sending: wait for it rather than fail.
          { guard: 'offline', target: 'waiting', actions: 'restart' },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
        CANCEL: { target: 'idle', actions: 'restart' },
        // A second send while one runs is refused: the submit button is held meanwhile.
        SEND: {},
      },
      states: {
        uploading: {
          after: { stall: { target: '#upload.failed', actions: { type: 'timeout', params: STALLED_TEXT } } },
          on: {
            // Each progress starts the stall clock anew.
            PROGRESS: {
              target: 'uploading',
              reenter: true,
              actions: assign({ loaded: ({ event }) => event.loaded, total: ({ event }) => event.total }),
            },
            UPLOADED: {
              target: 'processing',
              actions: assign({ loaded: ({ context }) => context.total }),
            },
          },
        },
        processing: {
          after: {
            answer: { target: '#upload.failed', actions: { type: 'timeout', params: NO_ANSWER_TEXT } },
          },
        },
      },
    },
    done: {},
    failed: {
      on: {
        RETRY: { target: 'sending', actions: 'restart' },
        DISMISS: { target: 'idle', actions: 'restart' },
      },
    },
  },
});

/** How far each file of an upload has come, 0 to 1, with its name. */
export interface FileProgress {
  name: string;
  fraction: number;
}

/**
 * Each file's progress from the body's: the files travel last and in order (`toFormData` appends
 * them after the fields), so the bytes before them are the fields' and each file's share follows.
 */
export function fileProgress(files: readonly UploadFile[], loaded: number, total: number): FileProgress[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  let offset = Math.max(0, total - fileBytes);
  return files.map((file) => {
    const start = offset;
    offset += file.size;
    const fraction = file.size === 0 ? (loaded >= start ? 1 : 0) : (loaded - start) / file.size;
    return { name: file.name, fraction: Math.min(1, Math.max(0, fraction)) };
  });
}

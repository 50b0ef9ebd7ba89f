import { assign, emit, fromPromise, setup } from 'xstate';
import type { MessageDescriptor, MessageValues } from '../../i18n/messages';
import { formatSimply } from '../../i18n/simple-format';
import { themeMessages } from '../messages';
import type { FileSlotRules } from './file-slot-rules';
import { SlotRefusal } from './slot-refusal';

/** What preparing a chosen file starts from. */
export interface PrepareInput {
  file: File;
  rules: FileSlotRules;
}

/**
 * Turns a chosen file into the one to upload (a photo resized to fit), or throws the message to show
 * (a SlotRefusal, which the widget shows in the current language).
 */
export type PrepareFile = (input: PrepareInput, signal: AbortSignal) => Promise<File>;

/** Why a chosen file cannot be used: the message to show, and its English. */
export interface Refusal {
  /** The English sentence (or the message of an error that carried no text to translate). */
  message: string;
  /** The message to show, in the current language, when the refusal carried one. */
  text?: MessageDescriptor;
  /** Its arguments. */
  values?: MessageValues;
}

/** The refusal an error of the preparing stands for. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof SlotRefusal) return { message: error.message, text: error.text, values: error.values };
  if (error instanceof Error) return { message: error.message };
  return { message: formatSimply(themeMessages.fileCannotBeUsed), text: themeMessages.fileCannotBeUsed };
}

/** A file slot's memory. */
export interface ChosenFileContext {
  rules: FileSlotRules;
  /** The file as the officer chose it. */
  chosen: File | null;
  /** The file to upload: the chosen one, or its resized copy. */
  ready: File | null;
  /** Why the chosen file cannot be used. */
  refusal: Refusal | null;
}

/** What a file slot hears: a file chosen (again) or removed. */
export type ChosenFileEvent = { type: 'CHOOSE'; file: File } | { type: 'REMOVE' };

/** What a file slot tells its widget: busy preparing or not, a file to upload, a refusal. */
export type ChosenFileEmitted =
  { type: 'busy'; busy: boolean } | { type: 'ready'; file: File } | ({ type: 'refused' } & Refusal);

/**
 * One file slot, from the choice to the file to upload (issue 13): empty → preparing (checked and,
 * for an image, resized in the browser to fit the limit) → ready, or refused with the sentence to
 * show. Choosing again while preparing abandons the first file; removing empties the slot. It emits
 * `busy` (so the form holds its submit while a photo is resized), `ready` and `refused`. The
 * preparing itself is the `prepare` actor, given by the widget (see `prepareChosenFile`) so the
 * machine is tested without a canvas.
 */
export const chosenFileMachine = setup({
  types: {
    context: {} as ChosenFileContext,
    events: {} as ChosenFileEvent,
    emitted: {} as ChosenFileEmitted,
    input: {} as { rules: FileSlotRules },
  },
  actors: {
    prepare: fromPromise<File, PrepareInput>(() =>
      Promise.reject(new Error('prepare is given by the widget')),
    ),
  },
  actions: {
    keepChoice: assign(({ event }) =>
      event.type === 'CHOOSE' ? { chosen: event.file, ready: null, refusal: null } : {},
    ),
    empty: assign({ chosen: null, ready: null, refusal: null }),
  },
}).createMachine({
  id: 'chosenFile',
  context: ({ input }) => ({ rules: input.rules, chosen: null, ready: null, refusal: null }),
  initial: 'empty',
  on: {
    CHOOSE: { target: '.preparing', actions: 'keepChoice', reenter: true },
    REMOVE: { target: '.empty', actions: 'empty' },
  },
  states: {
    empty: {},
    preparing: {
      entry: emit({ type: 'busy', busy: true }),
      exit: emit({ type: 'busy', busy: false }),
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({ file: context.chosen!, rules: context.rules }),
        onDone: { target: 'ready', actions: assign({ ready: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ refusal: ({ event }) => refusalOf(event.error) }),
        },
      },
    },
    ready: { entry: emit(({ context }) => ({ type: 'ready' as const, file: context.ready! })) },
    refused: { entry: emit(({ context }) => ({ type: 'refused' as const, ...context.refusal! })) },
  },
});

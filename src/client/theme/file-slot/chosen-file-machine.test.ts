import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chosenFileMachine, type ChosenFileEmitted, type PrepareInput } from './chosen-file-machine';

const RULES = { accept: 'image/*', maxBytes: 500 * 1024 };

/** A prepare whose answers the test gives by hand, file by file. */
function manualPrepare() {
  const pending = new Map<string, { resolve: (file: File) => void; reject: (error: Error) => void }>();
  const aborted: string[] = [];
  const logic = fromPromise<File, PrepareInput>(
    ({ input, signal }) =>
      new Promise<File>((resolve, reject) => {
        pending.set(input.file.name, { resolve, reject });
        signal.addEventListener('abort', () => aborted.push(input.file.name));
      }),
  );
  return { logic, pending, aborted };
}

function startSlot() {
  const prepare = manualPrepare();
  const actor = createActor(chosenFileMachine.provide({ actors: { prepare: prepare.logic } }), {
    input: { rules: RULES },
  });
  const emitted: ChosenFileEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, prepare, emitted };
}

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chosenFileMachine', () => {
  it('prepares a chosen file, holding the form busy, then hands on the prepared one', async () => {
    const { actor, prepare, emitted } = startSlot();
    const photo = file('IMG_1.jpg', 5_000_000);
    actor.send({ type: 'CHOOSE', file: photo });
    expect(actor.getSnapshot().value).toBe('preparing');
    expect(emitted).toEqual([{ type: 'busy', busy: true }]);

    const small = file('IMG_1.jpg', 400_000);
    prepare.pending.get('IMG_1.jpg')!.resolve(small);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ chosen: photo, ready: small, refusal: null });
    expect(emitted.slice(1)).toEqual([
      { type: 'busy', busy: false },
      { type: 'ready', file: small },
    ]);
  });

  it('refuses with the message the preparing gave, and is busy no more', async () => {
    const { actor, prepare, emitted } = startSlot();
    actor.send({ type: 'CHOOSE', file: file('IMG_2.HEIC') });
    prepare.pending.get('IMG_2.HEIC')!.reject(new Error('This is an iPhone HEIC photo'));
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(emitted.slice(1)).toEqual([
      { type: 'busy', busy: false },
      { type: 'refused', message: 'This is an iPhone HEIC photo' },
    ]);
  });

  it('abandons a file still being prepared when another is chosen, and never hands the first on', async () => {
    const { actor, prepare, emitted } = startSlot();
    actor.send({ type: 'CHOOSE', file: file('first.jpg') });
    actor.send({ type: 'CHOOSE', file: file('second.jpg') });
    expect(prepare.aborted).toEqual(['first.jpg']);

    prepare.pending.get('first.jpg')!.resolve(file('first.jpg'));
    await settle();
    expect(actor.getSnapshot().value).toBe('preparing');
    const second = file('second.jpg');
    prepare.pending.get('second.jpg')!.resolve(second);
    await settle();
    expect(actor.getSnapshot().context.ready).toBe(second);
    expect(emitted.filter((event) => event.type === 'ready')).toEqual([{ type: 'ready', file: second }]);
  });

  it('empties the slot when the file is removed, even while preparing', () => {
    const { actor, prepare, emitted } = startSlot();
    actor.send({ type: 'CHOOSE', file: file('third.jpg') });
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, ready: null });
    expect(prepare.aborted).toEqual(['third.jpg']);
    expect(emitted.at(-1)).toEqual({ type: 'busy', busy: false });
  });
});

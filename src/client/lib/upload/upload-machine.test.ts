import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api-error';
import {
  fileProgress,
  NO_ANSWER_TEXT,
  STALLED_TEXT,
  uploadMachine,
  type Transfer,
  type TransferHandlers,
} from './upload-machine';

/** A transfer the test drives by hand: each attempt's handlers and its answer. */
function manualTransfer() {
  const attempts: {
    handlers: TransferHandlers;
    answer: (body: unknown) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const transfer: Transfer = (handlers) =>
    new Promise((answer, fail) => attempts.push({ handlers, answer, fail }));
  return { transfer, attempts };
}

const FILES = [
  { name: 'photo-1.jpg', size: 400 },
  { name: 'minutes.pdf', size: 100 },
];

function startUpload(delays?: { stall: number; answer: number }) {
  const actor = createActor(delays ? uploadMachine.provide({ delays }) : uploadMachine);
  const answers: unknown[] = [];
  actor.on('done', ({ answer }) => answers.push(answer));
  actor.start();
  return { actor, answers };
}

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('uploadMachine', () => {
  it('goes from uploading, with progress, to processing once sent, and to done with the answer', async () => {
    const { actor, answers } = startUpload();
    const { transfer, attempts } = manualTransfer();
    actor.send({ type: 'SEND', transfer, files: FILES });
    expect(actor.getSnapshot().value).toEqual({ sending: 'uploading' });

    attempts[0]!.handlers.onBytes(300, 600);
    expect(actor.getSnapshot().context).toMatchObject({ loaded: 300, total: 600 });
    attempts[0]!.handlers.onUploaded();
    expect(actor.getSnapshot().value).toEqual({ sending: 'processing' });
    expect(actor.getSnapshot().context.loaded).toBe(600);

    attempts[0]!.answer({ data: { uuid: 'r-1' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(answers).toEqual([{ data: { uuid: 'r-1' } }]);
  });

  it('aborts the request on cancel and goes back to idle', () => {
    const { actor } = startUpload();
    const { transfer, attempts } = manualTransfer();
    actor.send({ type: 'SEND', transfer, files: FILES });
    actor.send({ type: 'CANCEL' });
    expect(attempts[0]!.handlers.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps a failure and retries it with the same body, without a second send meanwhile', async () => {
    const { actor, answers } = startUpload();
    const { transfer, attempts } = manualTransfer();
    actor.send({ type: 'SEND', transfer, files: FILES });
    actor.send({ type: 'SEND', transfer, files: FILES });
    expect(attempts).toHaveLength(1);

    const offline = new ApiError(0, ['The server cannot be reached.'], undefined);
    attempts[0]!.fail(offline);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(offline);

    actor.send({ type: 'RETRY' });
    expect(attempts).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    attempts[1]!.answer({ ok: true });
    await settle();
    expect(answers).toEqual([{ ok: true }]);
  });

  it('fails an upload that stalls, aborting it, and one the server does not answer', async () => {
    const { actor } = startUpload({ stall: 30, answer: 30 });
    const { transfer, attempts } = manualTransfer();
    actor.send({ type: 'SEND', transfer, files: FILES });
    // Progress keeps it alive past the stall time.
    for (let i = 1; i <= 3; i += 1) {
      await settle(15);
      attempts[0]!.handlers.onBytes(i * 100, 600);
    }
    expect(actor.getSnapshot().value).toEqual({ sending: 'uploading' });
    await settle(60);
    expect(actor.getSnapshot().value).toBe('failed');
    expect((actor.getSnapshot().context.error as ApiError).lines).toEqual([STALLED_TEXT]);
    expect(attempts[0]!.handlers.signal.aborted).toBe(true);

    actor.send({ type: 'RETRY' });
    attempts[1]!.handlers.onUploaded();
    await settle(60);
    expect((actor.getSnapshot().context.error as ApiError).lines).toEqual([NO_ANSWER_TEXT]);
  });
});

describe('uploadMachine offline', () => {
  it('waits while the browser is offline and sends when the connection returns; a send cut off waits too', async () => {
    let offline = true;
    const actor = createActor(uploadMachine.provide({ guards: { offline: () => offline } }));
    actor.start();
    const { transfer, attempts } = manualTransfer();
    actor.send({ type: 'SEND', transfer, files: FILES });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(attempts).toHaveLength(0);

    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(actor.getSnapshot().value).toEqual({ sending: 'uploading' });
    expect(attempts).toHaveLength(1);

    offline = true;
    attempts[0]!.fail(new ApiError(0, ['The server cannot be reached.'], undefined));
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(attempts).toHaveLength(2);

    actor.send({ type: 'CANCEL' });
    expect(attempts[1]!.handlers.signal.aborted).toBe(true);
  });
});

describe('fileProgress', () => {
  it('shares the body among its files in order, after the fields', () => {
    // 100 bytes of fields, then 400 and 100 of files.
    expect(fileProgress(FILES, 50, 600)).toEqual([
      { name: 'photo-1.jpg', fraction: 0 },
      { name: 'minutes.pdf', fraction: 0 },
    ]);
    expect(fileProgress(FILES, 300, 600)).toEqual([
      { name: 'photo-1.jpg', fraction: 0.5 },
      { name: 'minutes.pdf', fraction: 0 },
    ]);
    expect(fileProgress(FILES, 550, 600)).toEqual([
      { name: 'photo-1.jpg', fraction: 1 },
      { name: 'minutes.pdf', fraction: 0.5 },
    ]);
    expect(fileProgress(FILES, 600, 600).map((file) => file.fraction)).toEqual([1, 1]);
  });
});

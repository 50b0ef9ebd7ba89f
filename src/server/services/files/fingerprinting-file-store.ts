import type { Db } from '../../db/database';
import { fingerprintOf } from '../duplicates/file-fingerprint';
import { dropFingerprint, saveFingerprint } from '../duplicates/fingerprint-rows';
import type { FileStore } from './file-store';

/**
 * A file store that also keeps each upload's fingerprint (file_fingerprints) for the evaluator's
 * duplicate-claim flags. The fingerprint is written after `save` answers, one at a time, never inside
 * the caller's work: an upload is stored before the transaction that names it opens (and the demo
 * files reports inside one), and on PGlite a statement of ours awaited there would wait for that
 * very transaction. A fingerprint that fails is logged; the start-up fill writes it later.
 */
export function withFingerprints(
  store: FileStore,
  db: Db,
  onError: (err: unknown, name: string) => void = () => undefined,
): FileStore {
  let queue: Promise<void> = Promise.resolve();
  const then = (name: string, work: () => Promise<void>) => {
    queue = queue.then(work).catch((err: unknown) => onError(err, name));
  };
  return {
    location: store.location,
    read: (name) => store.read(name),
    list: () => store.list(),
    put: (name, bytes) => store.put(name, bytes),
    async save(bytes, extension) {
      const name = await store.save(bytes, extension);
      then(name, async () => saveFingerprint(db, name, await fingerprintOf(bytes, name)));
      return name;
    },
    async remove(name) {
      await store.remove(name);
      then(name, () => dropFingerprint(db, name));
    },
    async settled() {
      // Work queued while waiting chains onto `queue`: wait until it stops moving.
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
  };
}

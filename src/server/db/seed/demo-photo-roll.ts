import { demoPhoto, demoPhotoSavedAgain } from './demo-files';

/**
 * The duplicate claims the living demo plants (issue 14), by the number of the photo the demo takes:
 * the photo it repeats, and whether as the same file or saved again (smaller, recompressed). They
 * land in reports of different clubs, so the evaluator's points panel shows both kinds of flag.
 */
export const PLANTED_DUPLICATES: ReadonlyMap<number, { of: number; savedAgain: boolean }> = new Map([
  [45, { of: 3, savedAgain: false }],
  [97, { of: 21, savedAgain: true }],
]);

/** The demo's photos in the order its reports take them: each a new picture but for the planted ones. */
export interface DemoPhotoRoll {
  next(): Promise<Buffer>;
}

/** A roll of demo photos starting at number 0. */
export function createDemoPhotoRoll(): DemoPhotoRoll {
  let taken = 0;
  return {
    next() {
      const number = taken++;
      const planted = PLANTED_DUPLICATES.get(number);
      if (!planted) return demoPhoto(number);
      return planted.savedAgain ? demoPhotoSavedAgain(planted.of) : demoPhoto(planted.of);
    },
  };
}

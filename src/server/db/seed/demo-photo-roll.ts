import { demoPhoto, demoPhotoSavedAgain } from './demo-files';

/**
 * The duplicate claims the living demo plants (issue 14), by the number of the photo the demo takes:
 * the photo it repeats, and whether as the same file or saved again (smaller, recompressed). The demo
 * takes about two dozen photos (recent months' meetings, club by club, a club two or three at most),
 * so these land in other clubs' reports, in the newest month, some still waiting for the evaluator.
 */
export const PLANTED_DUPLICATES: ReadonlyMap<number, { of: number; savedAgain: boolean }> = new Map([
  [10, { of: 1, savedAgain: false }],
  [16, { of: 6, savedAgain: true }],
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

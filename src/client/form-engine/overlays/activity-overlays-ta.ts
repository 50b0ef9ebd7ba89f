import type { Overlay } from '../../../shared/i18n/schema-texts';

/** Every activity folder's Tamil overlay, in one chunk: lists name all the types at once. */
export const OVERLAYS = import.meta.glob<Overlay>('../../../../schemas/activities/*/i18n/ta.json', {
  eager: true,
  import: 'default',
});

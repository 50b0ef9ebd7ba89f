import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/**
 * Shows a short message (success texts of the spec, snackbars) at the top of the screen, whatever
 * the scroll (the `cms-toaster` container is fixed: Blueprint's own, made outside a portal, sits at
 * the top of the page and was out of sight after a submit from the foot of a long form). Its text
 * is an alert, so a screen reader says it.
 */
export async function showToast(message: string, intent: Intent = Intent.SUCCESS): Promise<void> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 3, className: 'cms-toaster' });
  (await toaster).show({ message, intent, timeout: 4000 });
}

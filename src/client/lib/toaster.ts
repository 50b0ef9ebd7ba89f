import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/** Shows a short message (success texts of the spec, snackbars) at the top of the screen. */
export async function showToast(message: string, intent: Intent = Intent.SUCCESS): Promise<void> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 3 });
  (await toaster).show({ message, intent, timeout: 4000 });
}

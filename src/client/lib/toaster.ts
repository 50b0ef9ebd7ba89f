import { Intent, OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';
import { translateOutsideReact } from '../i18n/outside-react';
import { libMessages } from './messages';

let toaster: Promise<Toaster> | null = null;

/**
 * The toast's close button in the app's language. Blueprint's own close button is labelled
 * "Close" in English whatever the language; an action dismisses the toast just as it does, so the
 * cross is drawn as the action, with a label of ours.
 */
function closeAction(): NonNullable<ToastProps['action']> {
  const action: NonNullable<ToastProps['action']> & { 'aria-label': string } = {
    icon: 'cross',
    'aria-label': translateOutsideReact(libMessages.toastClose),
  };
  return action;
}

/**
 * Shows a short message (success texts of the spec, snackbars) at the top of the screen, whatever
 * the scroll (the `cms-toaster` container is fixed: Blueprint's own, made outside a portal, sits at
 * the top of the page and was out of sight after a submit from the foot of a long form). Its text
 * is an alert, so a screen reader says it.
 */
export async function showToast(message: string, intent: Intent = Intent.SUCCESS): Promise<void> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 3, className: 'cms-toaster' });
  (await toaster).show({ message, intent, timeout: 4000, isCloseButtonShown: false, action: closeAction() });
}

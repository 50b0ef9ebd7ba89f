import { useT } from '../i18n/translator';
import { firstLoadMessages } from './first-load/messages';
import { PlainButton } from './first-load/plain-button';
import { PlainIcon } from './first-load/plain-icon';

/** Props of the dismissible red alert every form shows above itself. */
export interface ErrorAlertProps {
  /** The lines to show (one per field for a 422); nothing renders when empty. */
  lines: string[] | null | undefined;
  /** Called when the user dismisses the alert; without it the alert has no dismiss button. */
  onDismiss?: () => void;
}

/**
 * The dismissible red alert of spec 1 section 8: Blueprint's danger Callout, drawn with its classes
 * because the login page shows it and the first load carries no Blueprint JavaScript.
 */
export function ErrorAlert({ lines, onDismiss }: ErrorAlertProps) {
  const t = useT();
  if (!lines || lines.length === 0) return null;
  return (
    <div
      className="bp6-callout bp6-intent-danger bp6-callout-has-body-content bp6-callout-icon cms-error-alert"
      role="alert"
    >
      <PlainIcon icon="error" />
      <div className="cms-error-alert__body">
        <div>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
        {onDismiss ? (
          <PlainButton minimal icon="cross" aria-label={t(firstLoadMessages.dismiss)} onClick={onDismiss} />
        ) : null}
      </div>
    </div>
  );
}

import { Button, Callout, Intent } from '@blueprintjs/core';

/** Props of the dismissible red alert every form shows above itself. */
export interface ErrorAlertProps {
  /** The lines to show (one per field for a 422); nothing renders when empty. */
  lines: string[] | null | undefined;
  /** Called when the user dismisses the alert. */
  onDismiss: () => void;
}

/** The dismissible red alert of spec 1 section 8. */
export function ErrorAlert({ lines, onDismiss }: ErrorAlertProps) {
  if (!lines || lines.length === 0) return null;
  return (
    <Callout intent={Intent.DANGER} className="cms-error-alert" role="alert">
      <div className="cms-error-alert__body">
        <div>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
        <Button variant="minimal" icon="cross" aria-label="Dismiss" onClick={onDismiss} />
      </div>
    </Callout>
  );
}

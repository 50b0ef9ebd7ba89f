import { Alert, type AlertProps } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

/** Props of an alert that asks one question; the rest of Blueprint's Alert props pass through. */
export interface QuestionAlertProps extends Omit<AlertProps, 'children'> {
  /** The question asked: the dialog's accessible name, shown first. */
  question: ReactNode;
  /** What else it says (the consequences): the dialog's description. */
  children?: ReactNode;
}

/**
 * Blueprint's Alert named by its question: a screen reader says the question when the dialog opens,
 * and axe finds the name an alertdialog needs (Blueprint's Alert has no title of its own).
 */
export function QuestionAlert({ question, children, ...props }: QuestionAlertProps) {
  const id = useId();
  return (
    <Alert {...props} aria-labelledby={`${id}-q`} aria-describedby={children ? `${id}-d` : undefined}>
      <p id={`${id}-q`}>{question}</p>
      {children ? <div id={`${id}-d`}>{children}</div> : null}
    </Alert>
  );
}

import { Alert, type AlertProps } from '@blueprintjs/core';
import { useEffect, useId, type ReactNode } from 'react';

/** Props of an alert that asks one question; the rest of Blueprint's Alert props pass through. */
export interface QuestionAlertProps extends Omit<AlertProps, 'children'> {
  /** The question asked: the dialog's accessible name, shown first. */
  question: ReactNode;
  /** What else it says (the consequences): the dialog's description. */
  children?: ReactNode;
  /**
   * Enter answers yes (for a question asked by a shortcut: `a` then Enter approves), unless the focus
   * is on one of the dialog's buttons, which answer Enter themselves.
   */
  enterConfirms?: boolean;
}

/** Whether a key press belongs to a control that answers Enter itself (a button, a field). */
function answersEnterItself(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, textarea, select') !== null;
}

/**
 * Blueprint's Alert named by its question: a screen reader says the question when the dialog opens,
 * and axe finds the name an alertdialog needs (Blueprint's Alert has no title of its own).
 */
export function QuestionAlert({ question, children, enterConfirms = false, ...props }: QuestionAlertProps) {
  const id = useId();
  const { isOpen, onConfirm, loading } = props;
  useEffect(() => {
    if (!enterConfirms || !isOpen || !onConfirm) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || loading || answersEnterItself(event.target)) return;
      event.preventDefault();
      onConfirm();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enterConfirms, isOpen, onConfirm, loading]);
  return (
    <Alert {...props} aria-labelledby={`${id}-q`} aria-describedby={children ? `${id}-d` : undefined}>
      <p id={`${id}-q`}>{question}</p>
      {children ? <div id={`${id}-d`}>{children}</div> : null}
    </Alert>
  );
}

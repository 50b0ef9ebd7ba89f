import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's errors, one line each, with the id the control's `aria-describedby` points at. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((error) => Boolean(error));
  if (shown.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="cms-field-errors">
      {shown.map((error, index) => (
        <div key={index}>{error}</div>
      ))}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

/** Props of `PlainFormGroup`. */
export interface PlainFormGroupProps {
  label: string;
  /** The id of the field the label names. */
  labelFor: string;
  helperText?: string;
  children: ReactNode;
}

/** Blueprint's FormGroup markup (label, field, help text) for the login page, without its JavaScript. */
export function PlainFormGroup({ label, labelFor, helperText, children }: PlainFormGroupProps) {
  return (
    <div className="bp6-form-group">
      <label className="bp6-label" htmlFor={labelFor}>
        {label}
      </label>
      <div className="bp6-form-content">
        {children}
        {helperText && <div className="bp6-form-helper-text">{helperText}</div>}
      </div>
    </div>
  );
}

/** Props of `PlainInputGroup`: a native input's, with the value handed over as text. */
export interface PlainInputGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  onValueChange: (value: string) => void;
  large?: boolean;
}

/** Blueprint's InputGroup markup around a native input, without its JavaScript. */
export function PlainInputGroup({ onValueChange, large, ...native }: PlainInputGroupProps) {
  return (
    <div className={`bp6-input-group${large ? ' bp6-large' : ''}`}>
      <input className="bp6-input" onChange={(e) => onValueChange(e.target.value)} {...native} />
    </div>
  );
}

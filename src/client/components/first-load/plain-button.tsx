import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../../i18n/translator';
import type { FirstLoadIcon } from './first-load-icons';
import { firstLoadMessages } from './messages';
import { PlainIcon } from './plain-icon';
import { PlainSpinner } from './plain-spinner';

/** Props of `PlainButton`: a native button's, and Blueprint's look. */
export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  icon?: FirstLoadIcon;
  text?: ReactNode;
  minimal?: boolean;
  intent?: 'primary' | 'danger';
  large?: boolean;
  fill?: boolean;
  /** Shows Blueprint's spinner in place of the content and refuses clicks. */
  loading?: boolean;
}

/**
 * A button of the first load (login page, shell): Blueprint's Button markup and classes, so it looks
 * and behaves the same, without Blueprint's JavaScript.
 */
export function PlainButton({
  icon,
  text,
  minimal,
  intent,
  large,
  fill,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  ...native
}: PlainButtonProps) {
  const t = useT();
  const classes = [
    'bp6-button',
    minimal && 'bp6-minimal',
    intent && `bp6-intent-${intent}`,
    large && 'bp6-large',
    fill && 'bp6-fill',
    loading && 'bp6-loading',
    (disabled || loading) && 'bp6-disabled',
    className,
  ];
  const hasText = text !== undefined || children !== undefined;
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...native}
    >
      {loading && (
        <PlainSpinner size={20} className="bp6-button-spinner" label={t(firstLoadMessages.loading)} />
      )}
      {icon && <PlainIcon icon={icon} />}
      {hasText && (
        <span className="bp6-button-text">
          {text}
          {children}
        </span>
      )}
    </button>
  );
}

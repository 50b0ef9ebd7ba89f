import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../../i18n/translator';
import type { FirstLoadIcon } from './first-load-icons';
import { firstLoadMessages } from './messages';
import { PlainIcon } from './plain-icon';

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

// Blueprint's small spinner (Spinner size 20): its track and a quarter-turn head.
const TRACK = 'M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90';

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
        <span
          className="bp6-spinner bp6-button-spinner"
          role="progressbar"
          aria-label={t(firstLoadMessages.loading)}
        >
          <span className="bp6-spinner-animation">
            <svg width={20} height={20} strokeWidth="16.00" viewBox="1.00 1.00 98.00 98.00">
              <path className="bp6-spinner-track" d={TRACK} />
              <path
                className="bp6-spinner-head"
                d={TRACK}
                pathLength={280}
                strokeDasharray="280 280"
                strokeDashoffset={210}
              />
            </svg>
          </span>
        </span>
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

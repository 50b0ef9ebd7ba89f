import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router';

/** Props of a link drawn as a Blueprint button. */
export interface LinkButtonProps {
  /** Where it goes (an app path). */
  to: string;
  /** The visible text; omit for an icon-only button (then give `label`). */
  text?: string;
  /** The icon before the text. */
  icon?: IconName;
  /** Accessible name, for icon-only buttons. */
  label?: string;
  /** The button's colour. */
  intent?: Intent;
  /** True for a borderless button (table actions). */
  minimal?: boolean;
}

/**
 * A navigation that looks like a button: a real link, so it can open in a new tab and shows its
 * address, unlike a button that navigates on click.
 */
export function LinkButton({ to, text, icon, label, intent, minimal = false }: LinkButtonProps) {
  const classes = [Classes.BUTTON, Classes.intentClass(intent), minimal ? Classes.MINIMAL : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} aria-label={label} title={label}>
      {icon && <Icon icon={icon} />}
      {text && <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </Link>
  );
}

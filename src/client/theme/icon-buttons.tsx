import { Button, Intent, type IconName } from '@blueprintjs/core';
import { getUiOptions, type IconButtonProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { useT } from '../i18n/translator';
import { themeMessages } from './messages';

/** What the theme's icon buttons take: rjsf's button props, with a Blueprint icon and a title. */
type ThemeIconButtonProps = Pick<
  IconButtonProps,
  'id' | 'className' | 'disabled' | 'onClick' | 'style' | 'aria-label'
> & {
  /** The Blueprint icon. */
  icon: IconName;
  /** The colour of the icon. */
  intent?: Intent;
  /** The tooltip, and the accessible name unless `aria-label` is given. */
  title: string;
};

// The buttons' titles are the theme's own messages (rjsf's English wording), in the current language.

/** A minimal Blueprint icon button; only the HTML attributes reach the DOM (not rjsf's registry). */
function IconButton({
  icon,
  intent,
  title,
  id,
  className,
  disabled,
  onClick,
  style,
  ...rest
}: ThemeIconButtonProps) {
  return (
    <Button
      type="button"
      variant="minimal"
      icon={icon}
      intent={intent}
      title={title}
      aria-label={rest['aria-label'] ?? title}
      id={id}
      className={className}
      disabled={disabled}
      // Blueprint types the event for any element; rjsf's handlers expect a button's.
      onClick={onClick ? (event) => onClick(event as MouseEvent<HTMLButtonElement>) : undefined}
      style={style}
    />
  );
}

/**
 * Adds an item to a list (or a property to an open object): a plus icon, or a labelled button when
 * the list's `ui:options.addText` names the item ('Add project'), which tells more than a bare plus.
 */
export function AddButton(props: IconButtonProps) {
  const t = useT();
  const { addText } = getUiOptions(props.uiSchema);
  if (typeof addText === 'string' && addText) {
    const { id, className, disabled, onClick } = props;
    return (
      <Button
        type="button"
        variant="outlined"
        icon="plus"
        intent={Intent.PRIMARY}
        text={addText}
        id={id}
        className={className}
        disabled={disabled}
        onClick={onClick ? (event) => onClick(event as MouseEvent<HTMLButtonElement>) : undefined}
      />
    );
  }
  const title = t(themeMessages.addItem);
  return <IconButton {...props} icon="plus" intent={Intent.PRIMARY} title={title} />;
}

/** Removes a list item, or the chosen file of a file widget. */
export function RemoveButton(props: IconButtonProps) {
  const t = useT();
  const title = t(themeMessages.remove);
  return <IconButton {...props} icon="cross" intent={Intent.DANGER} title={title} />;
}

/** Moves a list item up. */
export function MoveUpButton(props: IconButtonProps) {
  const t = useT();
  const title = t(themeMessages.moveUp);
  return <IconButton {...props} icon="arrow-up" title={title} />;
}

/** Moves a list item down. */
export function MoveDownButton(props: IconButtonProps) {
  const t = useT();
  const title = t(themeMessages.moveDown);
  return <IconButton {...props} icon="arrow-down" title={title} />;
}

/** Copies a list item below itself. */
export function CopyButton(props: IconButtonProps) {
  const t = useT();
  const title = t(themeMessages.copy);
  return <IconButton {...props} icon="duplicate" title={title} />;
}

/** Clears a text input (`ui:options.allowClearTextInputs`). */
export function ClearButton(props: IconButtonProps) {
  const t = useT();
  const title = t(themeMessages.clearInput);
  return <IconButton {...props} icon="cross" title={title} />;
}

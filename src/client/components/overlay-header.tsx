import { Button, Classes, H4, Icon, IconSize, type IconName } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of a dialog's or drawer's header. */
export interface OverlayHeaderProps {
  /** Which overlay it heads: Blueprint's classes differ. */
  kind: 'dialog' | 'drawer';
  /** The heading's id, which the overlay names itself by (aria-labelledby). */
  id: string;
  title: string;
  icon?: IconName;
  onClose: () => void;
}

/**
 * The header Blueprint draws for a titled Dialog or Drawer, with its close button named in the app's
 * language: Blueprint's own is always labelled "Close" in English. Used with the overlay's `title`
 * left out, so Blueprint draws none of its own.
 */
export function OverlayHeader({ kind, id, title, icon, onClose }: OverlayHeaderProps) {
  const t = useT();
  const drawer = kind === 'drawer';
  return (
    <div className={drawer ? Classes.DRAWER_HEADER : Classes.DIALOG_HEADER}>
      {icon ? <Icon icon={icon} size={drawer ? IconSize.LARGE : IconSize.STANDARD} aria-hidden /> : null}
      {drawer ? (
        <H4 id={id}>{title}</H4>
      ) : (
        <h6 id={id} className={Classes.HEADING}>
          {title}
        </h6>
      )}
      <Button
        aria-label={t(componentsMessages.close)}
        className={Classes.DIALOG_CLOSE_BUTTON}
        icon={<Icon icon="small-cross" size={drawer ? IconSize.LARGE : IconSize.STANDARD} />}
        variant="minimal"
        onClick={onClose}
      />
    </div>
  );
}

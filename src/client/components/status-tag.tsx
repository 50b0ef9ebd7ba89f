import { Intent, Tag } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of a status tag. */
export interface StatusTagProps {
  /** ACTIVE/active or anything else. */
  status: string;
}

/** Green for active, red otherwise (spec 1 section 2.13). */
export function StatusTag({ status }: StatusTagProps) {
  const t = useT();
  const active = status.toUpperCase() === 'ACTIVE';
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.DANGER} round minimal={false}>
      {t(active ? componentsMessages.active : componentsMessages.inactive)}
    </Tag>
  );
}

import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/**
 * Blueprint's HTMLSelect with its caret's title in the user's language: Blueprint's own is always
 * "Open dropdown" in English.
 */
export function AppSelect({ iconProps, ...props }: HTMLSelectProps) {
  const t = useT();
  return <HTMLSelect {...props} iconProps={{ title: t(componentsMessages.openDropdown), ...iconProps }} />;
}

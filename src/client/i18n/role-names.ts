import { useCallback } from 'react';
import { roleLabel, roleName } from '../../shared/policy/roles';
import { LOCALE_TAGS } from './language';
import type { MessageDescriptor, Translate } from './messages';
import { roleMessages } from './roles/messages';
import { useLanguage, useT } from './translator';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = roleMessages;

/** The message of a role code, if the policy knows the code. */
function messageOf(code: string): MessageDescriptor | undefined {
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}

/**
 * An office's name in the language of `t` ('Club President', 'සමාජ සභාපති'), from its role code or
 * its English name (a document's 'added by' arrives as the name); an unknown one as it came.
 */
export function officeNameIn(t: Translate, codeOrName: string): string {
  const english = roleName(codeOrName);
  const message = messageOf(codeOrName) ?? Object.values(MESSAGES).find((m) => m.defaultMessage === english);
  return message ? t(message) : english;
}

/**
 * The name of a role as the greeting, the profile menu and the switch-role list show it: in English
 * the code with spaces for underscores ('CLUB PRESIDENT', spec 1 section 1), which is the office's
 * name in capitals; in Sinhala and Tamil (which have no capitals) the office's name in the language.
 * An unknown code shows as roleLabel gives it.
 */
export function useRoleName(): (role: string) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback(
    (role: string) => {
      const message = messageOf(role);
      return message ? t(message).toLocaleUpperCase(LOCALE_TAGS[language]) : roleLabel(role);
    },
    [t, language],
  );
}

/** An office's name in the app's language (see officeNameIn): the roles of a profile or a member. */
export function useOfficeName(): (codeOrName: string) => string {
  const t = useT();
  return useCallback((codeOrName: string) => officeNameIn(t, codeOrName), [t]);
}

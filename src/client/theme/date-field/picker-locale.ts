import type { Locale } from 'date-fns';
import enUS from 'date-fns/locale/en-US';
import { LOCALE_TAGS } from '../../i18n/language';
import type { Language } from '../../../shared/i18n/schema-texts';

// 4 January 2026 was a Sunday: the seven days from it give the weekdays' names, Sunday first.
const SUNDAY = Date.UTC(2026, 0, 4);
const DAY = 86_400_000;

/** The weekdays' names in a locale, Sunday first. */
function weekdayNames(tag: string, width: 'long' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(tag, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(SUNDAY + day * DAY)));
}

/**
 * The calendar's date-fns locale in the app's language. date-fns has no Sinhala, and its Tamil is
 * India's, so both are English's rules (weeks from Sunday, as Sri Lankan calendars have them) with
 * the app's month names (`monthNames`, January first: the names the month selects show, rather than
 * the traditional Sinhala months `Intl` gives) and `Intl`'s weekday names (one letter over the days,
 * whole in the days' spoken labels). English is date-fns' own.
 */
export function pickerLocale(language: Language, monthNames: readonly string[]): Locale {
  if (language === 'en') return enUS;
  const tag = LOCALE_TAGS[language];
  const long = weekdayNames(tag, 'long');
  const narrow = weekdayNames(tag, 'narrow');
  return {
    ...enUS,
    code: tag,
    localize: {
      ...enUS.localize!,
      // 1st, 2nd: English endings; the days read as numbers.
      ordinalNumber: (n: number) => String(n),
      month: (index: number) => monthNames[index] ?? '',
      // The calendar's header asks for short names ('EEEEEE'); labels and titles for wide ones.
      day: (index: number, options?: { width?: string }) =>
        (options?.width === 'short' || options?.width === 'narrow' ? narrow : long)[index] ?? '',
    },
  };
}

/**
 * What a date field's text says, read without the picker's date library (it is not loaded yet while
 * the officer types): dates are typed as DD/MM/YYYY (5/8/2026 and 05.08.2026 too), or pasted as the
 * YYYY-MM-DD they travel in.
 */
export type TypedDate =
  /** Nothing typed. */
  | { kind: 'empty' }
  /** On the way to a date (`05/08/20`): judged when the field is left. */
  | { kind: 'partial' }
  /** Not a date (`31/02/2026`, `next week`). */
  | { kind: 'invalid' }
  /** A calendar date, as YYYY-MM-DD. */
  | { kind: 'date'; iso: string };

const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Digits and separators that a day-first date could still grow from.
const ON_THE_WAY = /^\d{1,2}([/.\-\s](\d{1,2}([/.\-\s]\d{0,3})?)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The YYYY-MM-DD of a day, or null when the day does not exist (31 February). */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** Reads a date field's text (see `TypedDate`). */
export function readTypedDate(text: string): TypedDate {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const dayFirst = DAY_FIRST.exec(typed);
  const iso = dayFirst
    ? isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]))
    : (() => {
        const m = ISO.exec(typed);
        return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
      })();
  if (iso) return { kind: 'date', iso };
  if (iso === undefined && ON_THE_WAY.test(typed)) return { kind: 'partial' };
  return { kind: 'invalid' };
}

/** DD/MM/YYYY of a YYYY-MM-DD date, as dates show; a value that is not one is shown as it is. */
export function displayDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

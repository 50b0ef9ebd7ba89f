import { calendarYearOfMonth, dueDateOf, filingRefusal } from '../../../shared/time/activity-months';
import { type Random, randomDate } from './demo-data';

// The plan of the demo district's monthly reports: which club files which type for which month, on
// what day, and what the evaluator made of it. Pure and deterministic (one seeded PRNG); the filing
// itself goes through the real services (seed-demo-reports.ts), so every point comes from the engine.

/** What the evaluator made of a report by the day the demo is loaded. */
export type ReportOutcome =
  /** Every line approved, then the report. */
  | 'approved'
  /** One line rejected with a comment, the others approved, then the report. */
  | 'approved-line-rejected'
  /** The whole report rejected with a comment. */
  | 'rejected'
  /** Some lines decided, the report not yet: it shows as PENDING. */
  | 'in-review'
  /** Filed and waiting for the evaluator (SUBMITTED). */
  | 'waiting';

/** One report of the demo: a club's filing of a type for a month. */
export interface PlannedReport {
  /** Index of the club in the seeded clubs. */
  club: number;
  key: string;
  month: string;
  /** The day it was filed (YYYY-MM-DD), on or before today. */
  filedOn: string;
  /** True when filed after its due date. */
  late: boolean;
  /** Entries of an entry-by-entry type (MAF, MJF); 1 for the others. */
  entries: number;
  /** Whether its photo slots carry a photo (kept to recent reports: photos are re-encoded). */
  photos: boolean;
  outcome: ReportOutcome;
}

/** A type as the planner needs it: its key, months, due day and whether it takes entries. */
export interface PlannableType {
  key: string;
  schedule: { months: readonly string[]; dueDay: number };
  entries?: string | null;
}

/** The types nearly every club files every month: meetings, membership and the club's activity. */
const CORE_TYPES = new Set([
  'BOARD_MEETING',
  'MONTHLY_MEETING',
  'MONTHLY_MEMBERSHIP',
  'REPORT_CLUB_ACTIVITY',
]);

/** The months of a Lions year in order, July to June. */
const LIONS_MONTHS = ['07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05', '06'] as const;

/** Days before today under which a report is still waiting for the evaluator. */
const FRESH_DAYS = 12;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(ymd) + days * DAY_MS).toISOString().slice(0, 10);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The first and last day (YYYY-MM-DD) of a month of the Lions year that contains `today`. */
export function monthSpan(month: string, today: string): { first: string; last: string } {
  const year = calendarYearOfMonth(month, today);
  const last = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
  const prefix = `${year}-${month}`;
  return { first: `${prefix}-01`, last: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** The months of the Lions year from July up to and including today's month. */
export function monthsSoFar(today: string): string[] {
  const current = today.slice(5, 7);
  return LIONS_MONTHS.slice(0, LIONS_MONTHS.indexOf(current as (typeof LIONS_MONTHS)[number]) + 1);
}

/**
 * How likely a club files a type it is scheduled for: the core types by its diligence, the other
 * monthly ones rarely (a club does not raise funds every month), the occasional ones fairly often.
 */
function fileChance(type: PlannableType, diligence: number): number {
  if (CORE_TYPES.has(type.key)) return diligence;
  if (type.schedule.months.length >= 12) return diligence * 0.18;
  return diligence * 0.5;
}

/**
 * When a report was filed: in the current month, on some day so far; else mostly in the days before
 * its due date and some after it, never after today. A day the edit window would have refused (the
 * spec lets January to May reports be filed only in their own month) becomes the month's last day.
 */
function filingDay(random: Random, type: PlannableType, month: string, today: string, punctual: number) {
  const { first, last } = monthSpan(month, today);
  if (month === today.slice(5, 7)) return { filedOn: randomDate(random, first, today), late: false };
  const due = dueDateOf(month, type.schedule.dueDay, today);
  const day = random.chance(punctual)
    ? randomDate(random, addDays(last, -6), addDays(due, -1))
    : randomDate(random, addDays(due, 1), addDays(due, 25));
  let filedOn = earlier(day, today);
  if (filingRefusal(type.schedule.months, month, filedOn)) filedOn = earlier(last, today);
  return { filedOn, late: filedOn > due };
}

/** What the evaluator made of a report filed on `filedOn`, seen on `today`. */
function outcomeOf(random: Random, filedOn: string, today: string): ReportOutcome {
  const age = daysBetween(filedOn, today);
  if (age < FRESH_DAYS)
    return random.weighted([
      ['waiting', 8],
      ['in-review', 1],
    ] as const);
  return random.weighted([
    ['approved', 70],
    ['approved-line-rejected', 12],
    ['rejected', 5],
    ['in-review', 5],
    ['waiting', 8],
  ] as const);
}

/**
 * The demo's reports for `clubs` clubs, each month of the Lions year so far: every club has its own
 * diligence and punctuality (so standings differ), the current month is only partly filed, and the
 * outcome depends on how long the report has waited. Sorted by filing day, as they would have come.
 */
export function planDemoReports(
  random: Random,
  types: readonly PlannableType[],
  clubs: number,
  today: string,
): PlannedReport[] {
  const reports: PlannedReport[] = [];
  const currentMonth = today.slice(5, 7);
  const recent = new Set(monthsSoFar(today).slice(-2));
  for (let club = 0; club < clubs; club += 1) {
    const diligence = 0.55 + random.next() * 0.4;
    const punctual = 0.6 + random.next() * 0.35;
    for (const month of monthsSoFar(today)) {
      for (const type of types) {
        if (!type.schedule.months.includes(month)) continue;
        // The current month is under way: about half of what the club will file is in.
        const chance = fileChance(type, diligence) * (month === currentMonth ? 0.45 : 1);
        if (!random.chance(chance)) continue;
        const { filedOn, late } = filingDay(random, type, month, today, punctual);
        reports.push({
          club,
          key: type.key,
          month,
          filedOn,
          late,
          entries: type.entries ? random.int(1, 3) : 1,
          photos: recent.has(month) && random.chance(0.5),
          outcome: outcomeOf(random, filedOn, today),
        });
      }
    }
  }
  return reports.sort((a, b) => a.filedOn.localeCompare(b.filedOn) || a.club - b.club);
}

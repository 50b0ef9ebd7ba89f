import { PROJECT_CHAIRMAN_POSITION } from '../../../shared/machines';
import { randomDate, type Random } from './demo-data';
import { ADJUSTMENTS } from './demo-project-comments';
import {
  colomboTime,
  DAY,
  MINUTE,
  planHistory,
  planLineDecisions,
  type HistoryFor,
  type PlannedMove,
} from './demo-project-history';
import { PROJECT_IDEAS, type ProjectIdea } from './demo-project-ideas';
import { clubPlaces, type ClubPlaces, type ProjectClub } from './demo-project-places';
import { coverStatuses, statusForAge, type StatusedProject } from './demo-project-statuses';
import type { ProjectLineDecision } from './project-records';

// The plan of the demo district's generated service projects: which club ran what, when, who sat on
// its committee, and how far its review has come by today. Pure and deterministic (one seeded PRNG);
// seed-demo-club-projects.ts resolves the hands to the club's members and writes it.

/** One generated project. Members are slots: the writer takes the club's members in turn by them. */
export interface PlannedProject {
  /** Index of the club in the seeded clubs. */
  club: number;
  type: string;
  title: string;
  themeKey: string;
  venue: string;
  /** The day it was held (YYYY-MM-DD). */
  date: string;
  /** When it was entered (an ISO instant), on or after `date`. */
  createdAt: string;
  totalProjectCost: number;
  directBeneficiaries: number;
  indirectBeneficiaries: number;
  /** Trees or plants planted; the theme rule keeps them as large or small trees (0 for none). */
  trees: number;
  description: string;
  /** The office that created and submits it. */
  createdBy: { office: string };
  committee: { slot: number; position: string }[];
  contributions: { slot: number; amount: number }[];
  participants: number[];
  moves: PlannedMove[];
  lineDecisions: ProjectLineDecision[];
  adjustment: { points: number; comment: string; at: string } | null;
}

/** What the plan is drawn for. */
export interface DemoProjectPlanOptions {
  /** The district's clubs, in seeding order. */
  clubs: readonly ProjectClub[];
  /** The first club to plan for: the clubs before it hold the hand-written projects. */
  firstClub: number;
  /** Today (YYYY-MM-DD, Asia/Colombo): nothing happens after it. */
  today: string;
  /** The first day of the Lions year. */
  yearFrom: string;
  /** The item keys of the project points definition: the lines an approval decides. */
  lineKeys: readonly string[];
}

/** Who enters a club's projects, weighted: mostly its secretary and president. */
const CLUB_CREATORS: readonly (readonly [string, number])[] = [
  ['CLUB_SECRETARY', 4],
  ['CLUB_PRESIDENT', 3],
  ['CLUB_TREASURER', 1],
  ['CLUB_ADMINISTRATOR', 1],
  ['CLUB_GST_COORDINATOR', 1],
];

/** Who enters a region project (RP). */
const REGION_CREATOR = 'REGION_CHAIRPERSON';

/** The committee positions of spec 3 section 9 besides the chairman. */
const CO_CHAIRMAN = 'Project co-chairman';
const COMMITTEE_MEMBER = 'Committee Member';

/** Member slots drawn from: more than a club's members, so the writer's turn wraps round. */
const SLOTS = 30;

/** Days (inclusive) an adjustment follows the approval. */
const ADJUST_DAYS = [2, 20] as const;

const plusDays = (ymd: string, days: number) =>
  new Date(Date.parse(ymd) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A project before its history is laid out: what the status choice and the coverage pass work on. */
interface Draft extends StatusedProject, HistoryFor {
  club: number;
  places: ClubPlaces;
  idea: ProjectIdea;
  date: string;
}

/** `count` days spread over the span: one in each of `count` equal stretches. */
function spreadDays(random: Random, from: string, to: string, count: number): string[] {
  const span = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, i) =>
    randomDate(
      random,
      plusDays(from, Math.floor((span * i) / count)),
      plusDays(from, Math.floor((span * (i + 1)) / count)),
    ),
  );
}

/** `count` distinct items of a list, in the order drawn. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return picked;
}

/** A club's projects before their history: ideas its town can hold, spread over the year so far. */
function clubDrafts(random: Random, club: number, options: DemoProjectPlanOptions): Draft[] {
  const places = clubPlaces(options.clubs[club]!);
  const count = random.int(2, 4);
  const ideas = pickDistinct(
    random,
    PROJECT_IDEAS.filter((idea) => idea.fits?.(places) ?? true),
    count,
  );
  const days = spreadDays(random, options.yearFrom, options.today, ideas.length);
  return ideas.map((idea, i) => {
    const type = random.weighted(idea.types);
    const date = days[i]!;
    // Entered a few days after it was held, never after today.
    const createdOn = [plusDays(date, random.int(0, 5)), options.today].sort()[0]!;
    const age = daysBetween(createdOn, options.today);
    const createdAt = colomboTime(createdOn, random.int(8 * 60, 20 * 60 - 1));
    return { club, places, idea, type, date, createdAt, age, target: statusForAge(random, age, type) };
  });
}

/** The project's title, venue and description, its numbers, with the club's places filled in. */
function material(random: Random, draft: Draft) {
  const { idea, places } = draft;
  const direct = random.int(...idea.direct);
  const indirect = random.int(...idea.indirect);
  const trees = idea.trees ? random.int(...idea.trees) : 0;
  const values: Record<string, string> = {
    area: places.area,
    hospital: places.hospital,
    school: random.pick(places.schools),
    hall: random.pick(places.halls),
    beach: places.beach ?? '',
    river: places.river ?? '',
    lagoon: places.lagoon ?? '',
    village: places.ckduVillages ? random.pick(places.ckduVillages) : '',
    direct: grouped(direct),
    indirect: grouped(indirect),
    trees: grouped(trees),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return {
    title: fill(idea.title),
    venue: fill(idea.venue),
    description: fill(idea.description),
    totalProjectCost: Math.round(random.int(...idea.cost) / 500) * 500,
    directBeneficiaries: direct,
    indirectBeneficiaries: indirect,
    trees,
  };
}

/** The committee (a chairman first), the contributors and the participants, as member slots. */
function people(random: Random, cost: number) {
  const slots = pickDistinct(
    random,
    Array.from({ length: SLOTS }, (_, i) => i),
    SLOTS,
  );
  const committee = [{ slot: slots[0]!, position: PROJECT_CHAIRMAN_POSITION }];
  if (random.chance(0.5)) committee.push({ slot: slots[1]!, position: CO_CHAIRMAN });
  for (let i = 0, extra = random.int(0, 2); i < extra; i += 1)
    committee.push({ slot: slots[2 + i]!, position: COMMITTEE_MEMBER });
  // The committee takes part; others join it.
  const participants = slots.slice(0, Math.max(committee.length + 1, random.int(4, 14)));
  const contributions = pickDistinct(random, participants, random.int(1, 4)).map((slot) => ({
    slot,
    amount: Math.max(2_500, Math.round((cost * (0.03 + random.next() * 0.12)) / 500) * 500),
  }));
  return { committee, participants, contributions };
}

/** A draft made whole: its material, people, history, line decisions and any adjustment. */
function planned(random: Random, draft: Draft, options: DemoProjectPlanOptions): PlannedProject {
  const made = material(random, draft);
  const creator = draft.type === 'RP' ? REGION_CREATOR : random.weighted(CLUB_CREATORS);
  const moves = planHistory(random, draft, creator, options.today);
  const last = moves.at(-1);
  // An adjustment follows the approval by some days, though not past today.
  const adjustedAt = (approvedAt: number) =>
    Math.max(
      approvedAt + MINUTE,
      Math.min(approvedAt + random.int(...ADJUST_DAYS) * DAY, colomboTime(options.today, 20 * 60)),
    );
  const adjustment =
    last?.status === 'APPROVED' && random.chance(0.15)
      ? { ...random.pick(ADJUSTMENTS), at: new Date(adjustedAt(Date.parse(last.at))).toISOString() }
      : null;
  return {
    club: draft.club,
    type: draft.type,
    themeKey: draft.idea.themeKey,
    date: draft.date,
    createdAt: new Date(draft.createdAt).toISOString(),
    ...made,
    createdBy: { office: creator },
    ...people(random, made.totalProjectCost),
    moves,
    lineDecisions: planLineDecisions(random, draft.target, options.lineKeys),
    adjustment,
  };
}

/**
 * The generated projects of the demo district: 2 to 4 for each club from `firstClub` on, held across
 * the Lions year so far, each reviewed as far as its age makes likely, and every status of the review
 * machine held by several projects across the district. The same for the same day and clubs.
 */
export function planDemoProjects(random: Random, options: DemoProjectPlanOptions): PlannedProject[] {
  const drafts: Draft[] = [];
  for (let club = options.firstClub; club < options.clubs.length; club += 1) {
    drafts.push(...clubDrafts(random, club, options));
  }
  coverStatuses(drafts);
  return drafts.map((draft) => planned(random, draft, options));
}

import { PROJECT_CHAIRMAN_POSITION, PROJECT_STATUSES, type ProjectStatus } from '../../../shared/machines';
import { PROJECT_REVIEW_LEVEL_OFFICES } from '../../../shared/policy';
import { randomDate, type Random } from './demo-data';
import {
  ADJUSTMENTS,
  APPROVAL_COMMENTS,
  EARLY_LINE_KEYS,
  FORWARD_COMMENTS,
  LINE_REJECTIONS,
  SEND_BACK_COMMENTS,
} from './demo-project-comments';
import { PROJECT_IDEAS, type ProjectIdea } from './demo-project-ideas';
import { clubPlaces, type ClubPlaces, type ProjectClub } from './demo-project-places';
import type { ProjectLineDecision } from './project-records';
import { reviewPath, reviewStatuses, type PathHand } from './review-path';

// The plan of the demo district's generated service projects: which club ran what, when, who sat on
// its committee, and how far its review has come by today. Pure and deterministic (one seeded PRNG);
// seed-demo-club-projects.ts resolves the hands to the club's members and writes it.

/** Who acts: the holder of an office for the project's club, zone, region or district; or its chairman. */
export type PlannedHand = { office: string } | { chairman: true };

/** One move of a planned project's history after its creation. */
export interface PlannedMove {
  status: ProjectStatus;
  by: PlannedHand;
  comment: string | null;
  /** When (an ISO instant). */
  at: string;
}

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

/**
 * How far a project has come by its age in days: a new one is still a draft or at the club, one of a
 * month at the zone or region, an old one mostly approved (a few stalled at a level or sent back).
 */
const STATUS_BY_AGE: readonly (readonly [maxDays: number, readonly (readonly [ProjectStatus, number])[]])[] =
  [
    [
      6,
      [
        ['PROCESSING', 5],
        ['SUBMITTED', 3],
        ['PROJECT_CHAIRMAN_REVIEW', 1],
      ],
    ],
    [
      15,
      [
        ['PROCESSING', 1],
        ['PENDING', 1],
        ['SUBMITTED', 2],
        ['PROJECT_CHAIRMAN_REVIEW', 3],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', 2],
      ],
    ],
    [
      30,
      [
        ['PENDING', 2],
        ['PROJECT_CHAIRMAN_REVIEW', 1],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', 2],
        ['ZONE_CHAIRPERSON_REVIEW', 3],
        ['REGION_CPE_CHAIRPERSON_REVIEW', 2],
      ],
    ],
    [
      50,
      [
        ['PENDING', 1],
        ['ZONE_CHAIRPERSON_REVIEW', 1],
        ['REGION_CPE_CHAIRPERSON_REVIEW', 2],
        ['REGION_GST_REVIEW', 3],
        ['APPROVED', 3],
      ],
    ],
    [
      80,
      [
        ['PENDING', 1],
        ['REGION_GST_REVIEW', 1],
        ['APPROVED', 8],
      ],
    ],
    [
      Infinity,
      [
        ['PENDING', 1],
        ['ZONE_CHAIRPERSON_REVIEW', 1],
        ['REGION_GST_REVIEW', 1],
        ['APPROVED', 14],
      ],
    ],
  ];

/** The age (days) a project in each status typically has: where the coverage pass takes one from. */
const TYPICAL_AGE: Readonly<Record<ProjectStatus, number>> = {
  PROCESSING: 2,
  PENDING: 25,
  SUBMITTED: 6,
  PROJECT_CHAIRMAN_REVIEW: 10,
  CLUB_PRESIDENT_SECRETARY_REVIEW: 15,
  ZONE_CHAIRPERSON_REVIEW: 22,
  REGION_CPE_CHAIRPERSON_REVIEW: 30,
  REGION_GST_REVIEW: 42,
  APPROVED: 100,
};

/** Days (inclusive ranges) each kind of move takes after the one before. */
const DELAY_DAYS = {
  submit: [0, 6],
  resubmit: [2, 10],
  forward: [1, 7],
  sendBack: [1, 6],
  approve: [3, 15],
  adjust: [2, 20],
} as const;

/** Chance that a project further on was sent back once on the way (and submitted again). */
const SEND_BACK_ON_THE_WAY = 0.18;

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const colomboTime = (ymd: string, minutes: number) => Date.parse(`${ymd}T00:00:00+05:30`) + minutes * MINUTE;
const plusDays = (ymd: string, days: number) =>
  new Date(Date.parse(ymd) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A project before its history is laid out: what the status choice and the coverage pass work on. */
interface Draft {
  club: number;
  places: ClubPlaces;
  idea: ProjectIdea;
  type: string;
  date: string;
  createdAt: number;
  age: number;
  target: ProjectStatus;
}

/** True when a project of this type can be in this status (a region project skips the club levels). */
function reachable(type: string, status: ProjectStatus): boolean {
  return status === 'PROCESSING' || status === 'PENDING' || reviewStatuses(type).includes(status);
}

/** A status for a project `age` days old; one its type never passes becomes the next it does. */
function statusForAge(random: Random, age: number, type: string): ProjectStatus {
  const [, weights] = STATUS_BY_AGE.find(([maxDays]) => age <= maxDays)!;
  const status = random.weighted(weights);
  return PROJECT_STATUSES.slice(PROJECT_STATUSES.indexOf(status)).find((s) => reachable(type, s))!;
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

/**
 * Sees that every status is held by at least three projects (fewer in a small district: one per nine
 * projects), taking them from statuses held by more, those whose age suits the status best.
 */
function coverStatuses(drafts: Draft[]): void {
  const least = Math.min(3, Math.floor(drafts.length / PROJECT_STATUSES.length));
  const count = (status: ProjectStatus) => drafts.filter((d) => d.target === status).length;
  for (const status of PROJECT_STATUSES) {
    while (count(status) < least) {
      const donors = drafts.filter(
        (d) => d.target !== status && count(d.target) > least && reachable(d.type, status),
      );
      if (donors.length === 0) break;
      const distance = (d: Draft) => Math.abs(d.age - TYPICAL_AGE[status]);
      donors.reduce((best, d) => (distance(d) < distance(best) ? d : best)).target = status;
    }
  }
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

/** The hand of a path's move: the owner is the creating office, a level one of its offices. */
function handOf(random: Random, by: PathHand, creator: string): PlannedHand {
  if ('owner' in by) return { office: creator };
  const offices = PROJECT_REVIEW_LEVEL_OFFICES[by.level];
  return offices.length === 0 ? { chairman: true } : { office: random.pick(offices) };
}

/**
 * The comment a move carries: the reason of a send-back, the approval's, now and then a reviewer's
 * word; none that the project's history already holds.
 */
function commentOf(
  random: Random,
  status: ProjectStatus,
  byOwner: boolean,
  said: Set<string>,
): string | null {
  const fresh = (list: readonly string[]) => {
    const unsaid = list.filter((c) => !said.has(c));
    const comment = random.pick(unsaid.length > 0 ? unsaid : list);
    said.add(comment);
    return comment;
  };
  if (status === 'PENDING') return fresh(SEND_BACK_COMMENTS);
  if (status === 'APPROVED') return fresh(APPROVAL_COMMENTS);
  return !byOwner && random.chance(0.25) ? fresh(FORWARD_COMMENTS) : null;
}

/** How many days a move takes after the one before. */
function delayOf(status: ProjectStatus, previous: ProjectStatus): readonly [number, number] {
  if (status === 'SUBMITTED') return previous === 'PENDING' ? DELAY_DAYS.resubmit : DELAY_DAYS.submit;
  if (status === 'PENDING') return DELAY_DAYS.sendBack;
  if (status === 'APPROVED') return DELAY_DAYS.approve;
  return DELAY_DAYS.forward;
}

/**
 * The moves to the project's status, each some days after the one before (in office hours, give or
 * take), squeezed when they would run past today's evening.
 */
function history(random: Random, draft: Draft, creator: string, today: string): PlannedMove[] {
  const review = reviewStatuses(draft.type).filter((s) => s !== 'APPROVED');
  let sendBackAt: ProjectStatus | undefined;
  if (draft.target === 'PENDING') {
    // Most send-backs come early, from the chairman or the club.
    sendBackAt = random.weighted(review.map((s, i) => [s, review.length - i] as const));
  } else if (draft.target !== 'PROCESSING' && random.chance(SEND_BACK_ON_THE_WAY)) {
    sendBackAt = random.pick(review);
  }
  const steps = reviewPath(draft.type, draft.target, sendBackAt);
  let previous: ProjectStatus = 'PROCESSING';
  const gaps = steps.map((step) => {
    const [min, max] = delayOf(step.status, previous);
    previous = step.status;
    return random.int(min, max) * DAY + random.int(30, 600) * MINUTE;
  });
  const room = colomboTime(today, 20 * 60) - draft.createdAt;
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const squeeze = total > room ? room / total : 1;
  let at = draft.createdAt;
  const said = new Set<string>();
  return steps.map((step, i) => {
    at += Math.max(MINUTE, Math.floor(gaps[i]! * squeeze));
    return {
      status: step.status,
      by: handOf(random, step.by, creator),
      comment: commentOf(random, step.status, 'owner' in step.by, said),
      at: new Date(at).toISOString(),
    };
  });
}

/** The evaluator's line decisions: every line once approved (one refused now and then), some before. */
function lineDecisions(
  random: Random,
  status: ProjectStatus,
  lineKeys: readonly string[],
): ProjectLineDecision[] {
  if (status === 'APPROVED') {
    const refusable = LINE_REJECTIONS.filter((r) => lineKeys.includes(r.key));
    const refused = refusable.length > 0 && random.chance(0.3) ? random.pick(refusable) : null;
    return lineKeys.map((key) =>
      key === refused?.key
        ? { key, status: 'REJECTED', rejectComment: refused.comment }
        : { key, status: 'APPROVED' },
    );
  }
  if (status === 'REGION_GST_REVIEW' && random.chance(0.5)) {
    return EARLY_LINE_KEYS.filter((key) => lineKeys.includes(key)).map((key) => ({
      key,
      status: 'APPROVED',
    }));
  }
  return [];
}

/** A draft made whole: its material, people, history, line decisions and any adjustment. */
function planned(random: Random, draft: Draft, options: DemoProjectPlanOptions): PlannedProject {
  const made = material(random, draft);
  const creator = draft.type === 'RP' ? REGION_CREATOR : random.weighted(CLUB_CREATORS);
  const moves = history(random, draft, creator, options.today);
  const last = moves.at(-1);
  // An adjustment follows the approval by some days, though not past today.
  const adjustedAt = (approvedAt: number) =>
    Math.max(
      approvedAt + MINUTE,
      Math.min(approvedAt + random.int(...DELAY_DAYS.adjust) * DAY, colomboTime(options.today, 20 * 60)),
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
    lineDecisions: lineDecisions(random, draft.target, options.lineKeys),
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

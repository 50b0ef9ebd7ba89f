import { REVIEW_PROJECT_STATUSES } from '../../../src/shared/machines';
import { CLUB_OFFICER_ROLES, CPE, ZONE_CHAIRPERSON, type Role } from '../../../src/shared/policy';

/** What the requests of the world benchmark are made of, read from the running app first. */
export interface WorldContext {
  /** The demo club (the club-level demo logins'), with a realistic share of the world's data. */
  demoClub: string;
  /** A club of the generated world, for the evaluator's and officials' club-wise reads. */
  worldClub: string;
  /** This month and the one before ('01'..'12', Asia/Colombo). */
  month: string;
  previousMonth: string;
  /** A filed report of the demo club: its uuid and activity key. */
  report: { uuid: string; key: string };
  /** The demo region's uuid and the governor themes' uuids. */
  region: string;
  themes: string[];
  /** How many members the world has (the international ids and mobiles searched for lie below it). */
  members: number;
}

/** One endpoint of the benchmark: which demo role asks, and the path of its i-th request. */
export interface Endpoint {
  name: string;
  role: Role;
  /** The path (and query) of request `i`: searches and deep pages change from request to request. */
  path(ctx: WorldContext, i: number): string;
}

const PRESIDENT = CLUB_OFFICER_ROLES[0];
// A district official who sees the whole world: every member, club and project.
const DISTRICT_GOVERNOR: Role = 'DISTRICT_GOVERNOR';

// Searches as people type them: common surnames and first names, a full name, rare ones.
const NAMES = ['perera', 'ruwan', 'rajaratnam', 'marikar', 'nadeeka silva', 'jansz', 'sivanesan', 'kumari'];
const TOWNS = ['galle', 'kandy', 'jaffna', 'negombo', 'matara', 'badulla', 'kegalle', 'ampara'];
const PROJECT_SEARCHES = ['vision', 'diabetes', 'school', 'hunger', 'blood', 'GP-2026'];

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
const q = encodeURIComponent;
/** A generated member's number (international ids 10000001..., mobiles 79xxxxxxx), spread over the world. */
const memberNumber = (ctx: WorldContext, i: number) => 1 + ((i * 7919) % Math.max(1, ctx.members - 1000));

/** Every list, search and report of the app, as the roles that use them most call them. */
export const ENDPOINTS: readonly Endpoint[] = [
  // A district official: the whole world.
  {
    name: 'member list, district, page 1',
    role: DISTRICT_GOVERNOR,
    path: () => '/api/member/club/list/se=?page=1',
  },
  {
    name: 'member list, district, deep page (1,000+)',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/member/club/list/se=?page=${1000 + i * 37}`,
  },
  {
    name: 'member search by name, district list',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/member/club/list/se=${q(pick(NAMES, i))}?page=1`,
  },
  {
    name: 'member search by international id',
    role: DISTRICT_GOVERNOR,
    path: (ctx, i) => `/api/member/club/list/se=${10_000_000 + memberNumber(ctx, i)}?page=1`,
  },
  {
    name: 'member search by mobile (0 7x...)',
    role: DISTRICT_GOVERNOR,
    path: (ctx, i) => `/api/member/club/list/se=079${String(memberNumber(ctx, i)).padStart(7, '0')}?page=1`,
  },
  {
    name: 'member picker search by name',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/member/list/se=${q(pick(NAMES, i))}`,
  },
  { name: 'club list, page 1', role: DISTRICT_GOVERNOR, path: () => '/api/user/role/club-list/se=?page=1' },
  {
    name: 'club search by town',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/user/role/club-list/se=${pick(TOWNS, i)}?page=1`,
  },
  { name: 'region list', role: DISTRICT_GOVERNOR, path: () => '/api/region/list' },
  { name: 'zones of a region', role: DISTRICT_GOVERNOR, path: (ctx) => `/api/region/zone/${ctx.region}` },
  { name: 'zone chairpersons list', role: DISTRICT_GOVERNOR, path: () => '/api/zone-chairmen/list' },
  {
    name: 'office holders list (club presidents)',
    role: DISTRICT_GOVERNOR,
    path: () => `/api/office-member/${PRESIDENT}/list`,
  },
  {
    name: 'project list, district, page 1',
    role: DISTRICT_GOVERNOR,
    path: () => '/api/service-project/list/se=?page=1',
  },
  {
    name: 'project list, status filter',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/service-project/list/se=?page=1&status=${pick(REVIEW_PROJECT_STATUSES, i)}`,
  },
  {
    name: 'project search',
    role: DISTRICT_GOVERNOR,
    path: (_, i) => `/api/service-project/list/se=${q(pick(PROJECT_SEARCHES, i))}?page=1`,
  },
  {
    name: 'project summary CSV of a theme, district',
    role: DISTRICT_GOVERNOR,
    path: (ctx, i) => `/api/service-project/summary/${pick(ctx.themes, i)}/reports`,
  },
  {
    name: 'project report CSV of a club',
    role: DISTRICT_GOVERNOR,
    path: (ctx) => `/api/service-project/${ctx.worldClub}/club-reports`,
  },
  // The evaluator: every club's reports.
  { name: 'zone list, page 1', role: CPE, path: () => '/api/zone/list/se=?page=1' },
  { name: 'zone search', role: CPE, path: (_, i) => `/api/zone/list/se=${q(`zone ${12 + i * 97}`)}?page=1` },
  {
    name: 'review list, this month, page 1',
    role: CPE,
    path: (ctx) => `/api/cpe-activity/${ctx.month}/list?page=1`,
  },
  {
    name: 'review list, this month, deep page (500+)',
    role: CPE,
    path: (ctx, i) => `/api/cpe-activity/${ctx.month}/list?page=${500 + i * 13}`,
  },
  {
    name: 'review list, last month, page 1',
    role: CPE,
    path: (ctx) => `/api/cpe-activity/${ctx.previousMonth}/list?page=1`,
  },
  {
    name: 'Monthly Tasks of a club, evaluator',
    role: CPE,
    path: (ctx) => `/api/activity/${ctx.month}/list/${ctx.worldClub}`,
  },
  {
    name: 'club report CSV, evaluator',
    role: CPE,
    path: (ctx) => `/api/activity/${ctx.worldClub}/club-report`,
  },
  {
    name: 'project review queue, evaluator',
    role: CPE,
    path: () => '/api/service-project/review/list?page=1',
  },
  {
    name: 'point lines of a report',
    role: CPE,
    path: (ctx) => `/api/activity/${ctx.report.uuid}/points/${ctx.report.key}`,
  },
  // A club officer: their own club.
  { name: 'member list, own club', role: PRESIDENT, path: () => '/api/member/club/list/se=?page=1' },
  {
    name: 'member search, own club',
    role: PRESIDENT,
    path: (_, i) => `/api/club-member/list/se=${q(pick(NAMES, i))}`,
  },
  {
    name: 'Monthly Tasks, own club',
    role: PRESIDENT,
    path: (ctx) => `/api/activity/${ctx.month}/list/${ctx.demoClub}`,
  },
  { name: 'club points (home)', role: PRESIDENT, path: () => '/api/club/points' },
  {
    name: 'club report CSV, own club',
    role: PRESIDENT,
    path: (ctx) => `/api/activity/${ctx.demoClub}/club-report`,
  },
  {
    name: 'activity report CSV',
    role: PRESIDENT,
    path: (ctx) => `/api/activity/${ctx.report.uuid}/reports/${ctx.report.key}`,
  },
  { name: 'project list, own club', role: PRESIDENT, path: () => '/api/service-project/list/se=?page=1' },
  // A zone chairperson: the zone's clubs.
  {
    name: 'project list, zone',
    role: ZONE_CHAIRPERSON,
    path: () => '/api/service-project/list/se=?page=1',
  },
  {
    name: 'project review queue, zone',
    role: ZONE_CHAIRPERSON,
    path: () => '/api/service-project/review/list?page=1',
  },
];

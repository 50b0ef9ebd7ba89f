import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../../../shared/machines';
import { colomboDate } from '../../../shared/time/colombo';
import { projectPointsDefinition } from '../../services/project-review/points-definition';
import { CHAIRMAN_LEVEL } from '../../services/project-review/review-levels';
import { createRandom, DEMO_SEED, orderClubsForSeed } from './demo-data';
import { planDemoProjects, type DemoProjectPlanOptions, type PlannedProject } from './demo-project-plan';
import { historyFault } from './review-path-check';
import { reviewPath, reviewStatuses } from './review-path';

const TODAY = '2026-11-26';
const options = (clubs = 32, today = TODAY): DemoProjectPlanOptions => ({
  clubs: orderClubsForSeed(clubs).map((c) => ({ town: c.town, mix: c.mix })),
  firstClub: 2,
  today,
  yearFrom: '2026-07-01',
  lineKeys: projectPointsDefinition().items.map((item) => item.key),
});
const plan = (o = options()) => planDemoProjects(createRandom(DEMO_SEED + 67), o);

/** A planned project's history as its rows will be stored: creation, then each move by its role. */
const rowsOf = (p: PlannedProject) => [
  { status: 'PROCESSING', role: p.createdBy.office, comment: null },
  ...p.moves.map((m) => ({
    status: m.status,
    role: 'chairman' in m.by ? CHAIRMAN_LEVEL : m.by.office,
    comment: m.comment,
    note: m.note ?? null,
  })),
];
const statusOf = (p: PlannedProject) => p.moves.at(-1)?.status ?? 'PROCESSING';
const ageOf = (p: PlannedProject) =>
  (Date.parse(TODAY) - Date.parse(colomboDate(new Date(p.createdAt)))) / 86_400_000;

describe('planDemoProjects', () => {
  it('is the same plan for the same day, and another on another day', () => {
    expect(plan()).toEqual(plan());
    expect(plan(options(32, '2026-11-27'))).not.toEqual(plan());
  });

  it('gives every club but the hand-written ones 2 to 4 projects', () => {
    const projects = plan();
    expect(projects.some((p) => p.club < 2)).toBe(false);
    for (let club = 2; club < 32; club += 1) {
      const count = projects.filter((p) => p.club === club).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    expect(new Set(plan(options(3)).map((p) => p.club))).toEqual(new Set([2]));
  });

  it('moves every project along a legal path of the review machine, by hands that hold each move', () => {
    for (const project of plan()) {
      expect(historyFault(project.type, rowsOf(project)), project.title).toBeNull();
    }
  });

  it('holds every status of the review machine several times across the district', () => {
    const projects = plan();
    for (const status of PROJECT_STATUSES) {
      expect(projects.filter((p) => statusOf(p) === status).length, status).toBeGreaterThanOrEqual(3);
    }
    // A sent-back project says why, and some projects further on were sent back once on the way.
    expect(
      projects.some((p) => statusOf(p) !== 'PENDING' && p.moves.some((m) => m.status === 'PENDING')),
    ).toBe(true);
    for (const move of projects.flatMap((p) => p.moves).filter((m) => m.status === 'PENDING')) {
      expect(move.comment?.length).toBeGreaterThan(10);
    }
  });

  it('approves most old projects, and leaves the recent ones further back', () => {
    const projects = plan();
    const old = projects.filter((p) => ageOf(p) > 80);
    const recent = projects.filter((p) => ageOf(p) < 15);
    expect(old.filter((p) => statusOf(p) === 'APPROVED').length).toBeGreaterThan(old.length * 0.6);
    expect(recent.filter((p) => statusOf(p) === 'APPROVED').length).toBeLessThan(recent.length * 0.2);
  });

  it('dates everything in the Lions year so far, each move after the one before', () => {
    const endOfToday = Date.parse(`${TODAY}T23:59:59+05:30`);
    for (const p of plan()) {
      expect(p.date >= '2026-07-01' && p.date <= TODAY, p.title).toBe(true);
      expect(colomboDate(new Date(p.createdAt)) >= p.date, p.title).toBe(true);
      const times = [
        p.createdAt,
        ...p.moves.map((m) => m.at),
        ...(p.adjustment ? [p.adjustment.at] : []),
      ].map(Date.parse);
      for (let i = 1; i < times.length; i += 1) expect(times[i]!, p.title).toBeGreaterThan(times[i - 1]!);
      expect(times.at(-1)!).toBeLessThanOrEqual(endOfToday);
    }
  });

  it('decides every line of an approved project, a refused one with its reason', () => {
    const projects = plan();
    const keys = options().lineKeys;
    const approved = projects.filter((p) => statusOf(p) === 'APPROVED');
    for (const p of approved) expect(p.lineDecisions.map((d) => d.key)).toEqual(keys);
    const refused = approved.flatMap((p) => p.lineDecisions).filter((d) => d.status === 'REJECTED');
    expect(refused.length).toBeGreaterThan(0);
    for (const line of refused) expect(line.rejectComment?.length).toBeGreaterThan(10);
    expect(
      projects.filter((p) => statusOf(p) !== 'APPROVED' && statusOf(p) !== 'REGION_GST_REVIEW'),
    ).toSatisfy((rest: PlannedProject[]) => rest.every((p) => p.lineDecisions.length === 0));
  });

  it('varies the projects: themes, types, titles, a committee chaired, contributions and participants', () => {
    const projects = plan();
    expect(new Set(projects.map((p) => p.themeKey)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(projects.map((p) => p.type))).toEqual(new Set(['GP', 'CP', 'SP', 'MP', 'RP']));
    expect(new Set(projects.map((p) => p.title)).size).toBeGreaterThan(projects.length * 0.8);
    for (const p of projects) {
      expect(p.committee[0]?.position).toBe('Project Chairman');
      expect(p.contributions.length).toBeGreaterThan(0);
      expect(p.participants.length).toBeGreaterThanOrEqual(p.committee.length);
      expect(p.title).not.toMatch(/[{}]/);
      expect(p.description).not.toMatch(/[{}]/);
    }
    const trees = projects.filter(
      (p) => p.themeKey === 'reforestation' || p.themeKey === 'gardening_farming',
    );
    expect(trees.every((p) => p.trees > 0)).toBe(true);
  });
});

describe('reviewPath', () => {
  it('takes a region project past the club levels, and refuses it a club level', () => {
    expect(reviewStatuses('RP')).toEqual([
      'SUBMITTED',
      'PROJECT_CHAIRMAN_REVIEW',
      'REGION_CPE_CHAIRPERSON_REVIEW',
      'REGION_GST_REVIEW',
      'APPROVED',
    ]);
    expect(() => reviewPath('RP', 'ZONE_CHAIRPERSON_REVIEW')).toThrow(/never reaches/);
  });

  it('sends a project back where asked and, submitted again, returns it to that level', () => {
    const path = reviewPath('GP', 'REGION_CPE_CHAIRPERSON_REVIEW', 'CLUB_PRESIDENT_SECRETARY_REVIEW');
    expect(path.map((s) => s.status)).toEqual([
      'SUBMITTED',
      'PROJECT_CHAIRMAN_REVIEW',
      'CLUB_PRESIDENT_SECRETARY_REVIEW',
      'PENDING',
      'CLUB_PRESIDENT_SECRETARY_REVIEW',
      'ZONE_CHAIRPERSON_REVIEW',
      'REGION_CPE_CHAIRPERSON_REVIEW',
    ]);
    expect(path.filter((s) => s.resubmitted).map((s) => s.status)).toEqual([
      'CLUB_PRESIDENT_SECRETARY_REVIEW',
    ]);
  });
});

describe('historyFault', () => {
  const created = { status: 'PROCESSING', role: 'CLUB_SECRETARY', comment: null };
  const submitted = { status: 'SUBMITTED', role: 'CLUB_SECRETARY', comment: null };

  it('refuses a skipped level, a move by a hand without that level, and an approval without comment', () => {
    expect(historyFault('GP', [created, submitted])).toBeNull();
    expect(historyFault('GP', [submitted])).toMatch(/PROCESSING/);
    const after = (status: string, role: string) =>
      historyFault('GP', [created, submitted, { status, role, comment: null }]);
    expect(after('ZONE_CHAIRPERSON_REVIEW', 'ZONE_CHAIRPERSON')).toMatch(/does not hold/);
    expect(after('PROJECT_CHAIRMAN_REVIEW', 'CLUB_PRESIDENT')).toMatch(/does not hold/);
    expect(after('APPROVED', 'CLUBS_PERFORMANCE_EVALUATION')).toMatch(/comment/i);
    // Passing a level on needs a comment too.
    expect(after('PROJECT_CHAIRMAN_REVIEW', CHAIRMAN_LEVEL)).toMatch(/comment/i);
  });

  it('takes a resubmission back to the status it was sent back from, and a stand-in for a chairman', () => {
    const rows = (...more: { status: string; role: string; comment?: string; note?: string }[]) =>
      historyFault('GP', [created, submitted, ...more.map((r) => ({ comment: 'Checked', ...r }))]);
    const chairman = { status: 'PROJECT_CHAIRMAN_REVIEW', role: CHAIRMAN_LEVEL };
    const club = { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW', role: 'CLUB_SECRETARY' };
    const back = { status: 'PENDING', role: 'ZONE_CHAIRPERSON', comment: 'Attach the bills.' };
    expect(rows(chairman, club, back, { ...club, role: 'CLUB_PRESIDENT', comment: '' })).toBeNull();
    expect(rows(chairman, club, back, { ...submitted, comment: '' })).toMatch(/machine goes to/);
    const standIn = { ...chairman, role: 'CLUB_PRESIDENT', note: 'chairman_stand_in' };
    expect(rows(standIn)).toBeNull();
    expect(rows({ ...standIn, role: 'CLUB_TREASURER' })).toMatch(/does not hold/);
  });
});

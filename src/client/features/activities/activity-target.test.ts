import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIST_ROLES, CLUB_OFFICER_ROLES, CPE } from '../../../shared/policy';
import { activityTarget, EDIT_WINDOW_MESSAGE, type ActivityTargetInput } from './activity-target';

const UUID = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';
const VIEW = `/activities/monthly/view/${UUID}/08/BOARD_MEETING`;
const ADD = '/activities/monthly/add/08/BOARD_MEETING';

/** A row of August's Board Meeting, clicked in August unless told otherwise. */
function row(role: string | null, status: string | null, extra: Partial<ActivityTargetInput> = {}) {
  return activityTarget({
    role,
    status,
    uuid: status === null ? null : UUID,
    key: 'BOARD_MEETING',
    month: '08',
    currentMonth: '08',
    ...extra,
  });
}

const go = (to: string) => ({ kind: 'navigate', to });
const blocked = { kind: 'blocked', message: EDIT_WINDOW_MESSAGE };
const READ_ONLY_ROLES = ACTIVITY_LIST_ROLES.filter(
  (r) => r !== CPE && !(CLUB_OFFICER_ROLES as readonly string[]).includes(r),
);

describe('activityTarget: club officers (spec 2 section 2)', () => {
  it.each(
    CLUB_OFFICER_ROLES.flatMap((role) =>
      ['SUBMITTED', 'APPROVED', 'PENDING', 'REJECTED'].map((s) => [role, s]),
    ),
  )('%s opens the view of a %s report', (role, status) => {
    expect(row(role, status)).toEqual(go(VIEW));
  });

  it.each(CLUB_OFFICER_ROLES.flatMap((role) => [null, 'DRAFT', ''].map((s) => [role, s])))(
    '%s opens the add form for status %j',
    (role, status) => {
      expect(row(role, status)).toEqual(go(ADD));
    },
  );

  it('is held to the edit window when adding, as the server is', () => {
    expect(row('CLUB_PRESIDENT', null, { month: '01', currentMonth: '03' })).toEqual(blocked);
    expect(row('CLUB_PRESIDENT', 'SUBMITTED', { month: '01', currentMonth: '03' })).toEqual(
      go(`/activities/monthly/view/${UUID}/01/BOARD_MEETING`),
    );
  });
});

describe('activityTarget: the evaluator', () => {
  it.each(['SUBMITTED', 'APPROVED', 'PENDING', 'REJECTED'])('opens the view of a %s report', (status) => {
    expect(row(CPE, status)).toEqual(go(VIEW));
  });

  it("opens the view of a PENDING report, never the club's form (its save would undo the review)", () => {
    expect(row(CPE, 'PENDING', { month: '01', currentMonth: '03' })).toEqual(
      go(`/activities/monthly/view/${UUID}/01/BOARD_MEETING`),
    );
  });

  it('opens the add form of an unfiled one', () => {
    expect(row(CPE, null)).toEqual(go(ADD));
    expect(row(CPE, 'SOMETHING_ELSE')).toEqual(go(ADD));
  });

  it('views a filed report whatever the month', () => {
    expect(row(CPE, 'APPROVED', { month: '01', currentMonth: '03' })).toEqual(
      go(`/activities/monthly/view/${UUID}/01/BOARD_MEETING`),
    );
  });

  it.each([
    // chosen, current, allowed
    ['01', '03', false],
    ['04', '05', false],
    ['05', '05', true],
    ['06', '05', true],
    ['04', '06', true],
    ['12', '07', true],
    ['03', '11', true],
  ])('add of month %s in month %s: allowed %s (the 05 boundary)', (month, currentMonth, allowed) => {
    const add = row(CPE, null, { month, currentMonth });
    expect(add).toEqual(allowed ? go(`/activities/monthly/add/${month}/BOARD_MEETING`) : blocked);
  });
});

describe('activityTarget: read-only district roles', () => {
  it.each(
    READ_ONLY_ROLES.flatMap((role) => ['SUBMITTED', 'APPROVED', 'PENDING', 'REJECTED'].map((s) => [role, s])),
  )('%s opens the view of a %s report', (role, status) => {
    expect(row(role, status)).toEqual(go(VIEW));
  });

  it.each(READ_ONLY_ROLES)('%s has nothing to open on an unfiled activity', (role) => {
    expect(row(role, null)).toEqual({ kind: 'none' });
    expect(row(role, 'DRAFT')).toEqual({ kind: 'none' });
  });

  it('covers the thirteen roles of the list that may not add', () => {
    expect(READ_ONLY_ROLES).toHaveLength(13);
  });
});

describe('activityTarget: edge cases', () => {
  it('reads statuses in any case', () => {
    expect(row('CLUB_SECRETARY', 'submitted')).toEqual(go(VIEW));
  });

  it('treats a status without a uuid as unfiled, since there is nothing to open', () => {
    expect(row('CLUB_PRESIDENT', 'SUBMITTED', { uuid: null })).toEqual(go(ADD));
    expect(row('DISTRICT_GOVERNOR', 'SUBMITTED', { uuid: null })).toEqual({ kind: 'none' });
  });

  it('leaves nothing to open without a role', () => {
    expect(row(null, null)).toEqual({ kind: 'none' });
  });
});

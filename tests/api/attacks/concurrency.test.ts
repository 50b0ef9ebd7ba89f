import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPoints, auditLog } from '../../../src/server/db/schema';
import { pinToday } from '../../helpers/pin-today';
import { fileMonthlyMeeting, openMeetingPoints } from '../../helpers/review-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';

// The concurrency proof of the security review: 50 evaluators deciding one report, or one point
// line, at the same moment: exactly one change each, every other attempt 409, all of them audited.

pinToday();

let t: TestApp;
let president: Record<string, string>;
let cpe: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  president = (await signedInMember(t.app, 'CLUB_PRESIDENT')).headers;
  cpe = { ...(await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).headers, club: president.club! };
});
afterAll(() => t.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const auditOf = (uuid: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, uuid), like(auditLog.action, `${action}%`)));

describe('50 decisions at once', () => {
  it('on one report: one approval lands, 49 are refused with 409, all 50 audited', async () => {
    const uuid = await fileMonthlyMeeting(t.app, president, '08');
    const { version } = await openMeetingPoints(t.app, cpe, uuid);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app
          .inject({
            method: 'POST',
            url: `/api/activity/${uuid}/approve/MONTHLY_MEETING?version=${version}`,
            headers: cpe,
          })
          .then((r) => r.statusCode),
      ),
    );
    expect({ landed: count(statuses, 200), refused: count(statuses, 409) }).toEqual({
      landed: 1,
      refused: 49,
    });
    const audit = await auditOf(uuid, 'activity.approve');
    expect(audit.filter((a) => a.action === 'activity.approve')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'activity.approve.refused')).toHaveLength(49);
  });

  it('on one point line: one change lands, 49 are refused with 409, all 50 audited', async () => {
    const uuid = await fileMonthlyMeeting(t.app, president, '09');
    const { points, version } = await openMeetingPoints(t.app, cpe, uuid);
    const line = points[0]!;
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/activity/update-points',
            headers: cpe,
            payload: { id: line.id, status: 'APPROVED', uuid, key: 'MONTHLY_MEETING', version },
          })
          .then((r) => r.statusCode),
      ),
    );
    expect({ landed: count(statuses, 200), refused: count(statuses, 409) }).toEqual({
      landed: 1,
      refused: 49,
    });
    const [stored] = await t.database.db.select().from(activityPoints).where(eq(activityPoints.id, line.id));
    expect(stored!.status).toBe('APPROVED');
    const audit = await auditOf(uuid, 'activity.line.approve');
    expect(audit.filter((a) => a.action === 'activity.line.approve')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'activity.line.approve.refused')).toHaveLength(49);
  });
});

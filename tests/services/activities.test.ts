import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import {
  loadActivityCatalogue,
  type ActivityCatalogue,
} from '../../src/server/services/activities/activity-catalogue';
import { monthlyActivities } from '../../src/server/services/activities/monthly-activities';
import { deleteReport } from '../../src/server/services/activities/report-deletes';
import { submitReport } from '../../src/server/services/activities/submit-report';
import { DomainError } from '../../src/server/services/errors';
import { createFolderFileStore } from '../../src/server/services/files/folder-file-store';
import { calculatePoints } from '../../src/server/services/review/point-calculation';
import { decideActivity } from '../../src/server/services/review/decisions';
import { pointsOf } from '../../src/server/services/review/point-lines';
import { reportInScope } from '../../src/server/services/activities/report-lookup';
import { pinToday } from '../helpers/pin-today';
import { createTestDatabase } from '../helpers/test-database';

// Filing, listing, deciding and deleting reports, called directly, without HTTP.

pinToday();

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;
let catalogue: ActivityCatalogue;
const files = createFolderFileStore(mkdtempSync(join(tmpdir(), 'club-cms-service-files-')));
const actor = { userId: null, role: 'CLUB_PRESIDENT', ip: null };

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 2, membersPerClub: 1 });
  catalogue = await loadActivityCatalogue();
});
afterAll(() => dispose());

const kindOf = (operation: Promise<unknown>) =>
  operation.then(
    () => 'done',
    (err: unknown) => (err instanceof DomainError ? err.kind : String(err)),
  );

describe('a report from filing to decision', () => {
  it('is listed, decided once on the version seen, and deleted only as the policy says', async () => {
    const [club] = await db.select().from(clubs).limit(1);
    const president = { role: { name: 'CLUB_PRESIDENT' }, club: { id: club!.id } };
    const type = catalogue.byKey('CONTRIBUTION_DISTRICT_FUNDS')!;
    const filed = await submitReport(db, files, catalogue, actor, {
      type,
      clubId: club!.id,
      body: { month: '08', contribution: 5000, category: 'Other' },
      uploads: [],
      transport: 'json',
    });
    const list = await monthlyActivities(db, catalogue, president, '08', club!.uuid);
    expect(list.find((row) => row.key === type.key)).toMatchObject({ uuid: filed.uuid, status: 'SUBMITTED' });

    await calculatePoints(db, actor, type, filed.id);
    const report = await reportInScope(db, president, type, filed.uuid);
    const { version } = await pointsOf(db, report);
    expect(await kindOf(deleteReport({ db, files }, actor, president, type, filed.uuid))).toBe('forbidden');
    const approve = { type: 'activity.approve', confirmed: true } as const;
    expect(await kindOf(decideActivity(db, actor, filed.id, approve, version + 1))).toBe('conflict');
    await decideActivity(db, actor, filed.id, approve, version);
    expect(await kindOf(decideActivity(db, actor, filed.id, approve, version))).toBe('conflict');

    const evaluator = { role: { name: 'CLUBS_PERFORMANCE_EVALUATION' }, club: null };
    await deleteReport({ db, files }, actor, evaluator, type, filed.uuid);
    expect(await kindOf(reportInScope(db, evaluator, type, filed.uuid))).toBe('not-found');
  });
});

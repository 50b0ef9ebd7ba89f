import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission } from '../../src/shared/policy';
import { loadOpenApiDocument } from '../../src/server/openapi/load-document';
import { listOperations, type Operation } from '../../src/server/openapi/operations';
import { signInEveryRole, type RoleSession } from '../helpers/demo-sessions';
import { as, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sessions: Map<string, RoleSession>;
let guarded: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  sessions = await signInEveryRole(t.app);
  guarded = [...listOperations(await loadOpenApiDocument()).values()].filter((o) => o.permission);
});
afterAll(() => t.close());

/** A URL for the operation with placeholder path values of the right shape. */
function urlOf(op: Operation): string {
  return op.path
    .replace('{id}', op.url.includes('zone') ? '999999' : '00000000-0000-4000-8000-000000000000')
    .replace('{search}', '')
    .replace('{code}', 'CLUB_PRESIDENT');
}

describe('the server enforces the policy table on every operation that names a permission', () => {
  it('covers the operations of the organisation area', () => {
    expect(guarded.map((o) => o.operationId)).toEqual(
      expect.arrayContaining([
        'clubCreate',
        'clubUpdate',
        'zoneCreate',
        'zoneUpdate',
        'zoneList',
        'memberCreate',
        'memberDrop',
      ]),
    );
  });

  it.each(ROLES)('%s: refused exactly where the policy table says so', async (role) => {
    const session = sessions.get(role)!;
    const refusedWrongly: string[] = [];
    const allowedWrongly: string[] = [];
    for (const op of guarded) {
      const res = await t.app.inject({
        method: op.method,
        url: urlOf(op),
        ...as(session.token, role, session.club),
        ...(op.method === 'POST' && op.bodyTypes.includes('application/json') ? { payload: {} } : {}),
      });
      const allowed = can(role, op.permission as Permission);
      if (allowed && res.statusCode === 403) refusedWrongly.push(`${op.operationId}: ${res.body}`);
      if (!allowed && res.statusCode !== 403)
        allowedWrongly.push(`${op.operationId} answered ${res.statusCode}`);
    }
    expect({ refusedWrongly, allowedWrongly }).toEqual({ refusedWrongly: [], allowedWrongly: [] });
  });
});

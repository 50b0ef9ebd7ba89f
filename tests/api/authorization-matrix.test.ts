import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  clubs,
  governorThemes,
  members,
  projectContributions,
  projectDocuments,
  regions,
  serviceProjects,
  users,
  zones,
} from '../../src/server/db/schema';
import { loadOpenApiDocument, type JsonSchema } from '../../src/server/openapi/load-document';
import { listOperations } from '../../src/server/openapi/operations';
import { createSession, findSession } from '../../src/server/services/auth/sessions';
import { ROLES, type Role } from '../../src/shared/policy';
import { colomboDate, colomboMonth } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import {
  buildExpectedMatrix,
  countCells,
  isClubScoped,
  loadContract,
  OUTCOMES,
  pathParameters,
  SITUATIONS,
  type ContractOperation,
  type MatrixCell,
  type Outcome,
  type Situation,
} from '../authorization/expected-matrix';
import { MATRIX_DOCUMENT, renderMatrixDocument } from '../authorization/matrix-document';
import { signInEveryRole, type RoleSession } from '../helpers/demo-sessions';
import { multipart } from '../helpers/multipart';
import { as, createTestApp, demoClubs, type ClubRef, type TestApp } from '../helpers/test-app';

// Every cell of the expected authorization matrix (tests/authorization/expected-matrix.ts), sent to the
// app with real objects of the demo club ("own") and of a club no demo login belongs to ("other").

const DENY_ROLE_MESSAGE = 'This action is unauthorized.';
const DENY_CLUB_MESSAGE = 'Your role is bound to your own club.';
const DENY_TYPE_MESSAGE = 'You may not edit a project of this type.';

/** The report every activity operation reaches by id: a Monthly Meeting, filed through the API. */
const REPORT = { key: 'MONTHLY_MEETING', slug: 'month_meeting' };
/** The entry-by-entry report whose entries `{entryId}` names: a MAF contribution report. */
const ENTRIES = { key: 'MAF_CONTRIBUTION', slug: 'maf-contribution-details' };

/**
 * Operations whose allowed cells use up their object: each of their cells gets a new one (a session,
 * a member, a report, an entry), so a refusal or a success never changes what a later cell sees.
 * DELETE operations are in it by their method; these others by what they do.
 */
const CONSUMING = new Set(['logout', 'memberDrop', 'activityApprove']);
/** Run after every other operation: these would cost sessions or passwords if the app let them through. */
const LAST = new Set(['changePassword']);
const consumes = (op: ContractOperation) => op.method === 'DELETE' || CONSUMING.has(op.operationId);

const FILES_DIR = `/tmp/club-cms-authorization-matrix-${process.pid}`;
const contract = await loadContract();
const routes = listOperations(await loadOpenApiDocument());
const matrix = buildExpectedMatrix(contract.operations);
const ordered = [
  ...contract.operations.filter((op) => !consumes(op) && !LAST.has(op.operationId)),
  ...contract.operations.filter((op) => LAST.has(op.operationId)),
  ...contract.operations.filter((op) => consumes(op)),
];

/** The objects of one club the cells reach by id. */
interface ClubObjects {
  club: ClubRef;
  zone: number;
  region: string;
  member: string;
  project: string;
  /** A contribution to the project, by uuid. */
  contribution: string;
  report: { id: number; uuid: string };
  entries: { id: number };
}

let t: TestApp;
let sessions: Map<string, RoleSession>;
const identities = new Map<Role, { userId: number; memberUuid: string }>();
let own: ClubObjects;
let other: ClubObjects;
let storedFile: { name: string; query: string };
let month: string;
let themeUuid: string;
const checked: Pick<MatrixCell, 'outcome' | 'situation'>[] = [];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  sessions = await signInEveryRole(t.app);
  const { db } = t.database;
  for (const role of ROLES) {
    const identity = await findSession(db, sessions.get(role)!.token);
    identities.set(role, { userId: identity!.user.id, memberUuid: identity!.member.uuid });
  }
  const demo = await demoClubs(t);
  for (const role of ROLES) {
    const bound = sessions.get(role)!.club;
    if (bound !== undefined && bound !== demo.own.uuid) throw new Error(`${role} is not of the demo club`);
  }
  month = colomboMonth();
  // The demo club's reports are filed by its president, the other club's by the evaluator acting
  // for it: both as a client files them.
  own = await clubObjects(demo.own, as(sessions.get('CLUB_PRESIDENT')!.token, 'CLUB_PRESIDENT'));
  other = await clubObjects(
    demo.other,
    as(sessions.get('CLUBS_PERFORMANCE_EVALUATION')!.token, 'CLUBS_PERFORMANCE_EVALUATION'),
  );
  // Project calls reach by office (projects/project-scope.ts): the other club must lie in another
  // zone of the demo club's region, as PROJECT_OBJECT_KINDS in expected-matrix.ts says.
  const [ownPlace, otherPlace] = await Promise.all([placeOf(demo.own.id), placeOf(demo.other.id)]);
  if (ownPlace!.zone === otherPlace!.zone || ownPlace!.region !== otherPlace!.region) {
    throw new Error('the other club must lie in another zone of the demo club region');
  }
  themeUuid = (await db.select({ uuid: governorThemes.uuid }).from(governorThemes).limit(1))[0]!.uuid;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00338d' } })
    .png()
    .toBuffer();
  const link = t.app.fileLinks.url(await t.app.files.save(png, 'png'));
  const [path, query] = link.split('?') as [string, string];
  storedFile = { name: path.slice(path.lastIndexOf('/') + 1), query };
});

afterAll(async () => {
  await t?.close();
  rmSync(FILES_DIR, { recursive: true, force: true });
});

/**
 * Inserts a member of the club with a login identity but no offices (every role that may change
 * members outranks them), as the member screens show members.
 */
async function newMember(clubId: number): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId,
      internationalId: `AM${String(serial).padStart(7, '0')}`,
      displayName: `Matrix Member ${serial}`,
      fullName: `Matrix Test Member ${serial}`,
    })
    .returning({ id: members.id, uuid: members.uuid });
  await t.database.db
    .insert(users)
    .values({ memberId: row!.id, mobile: `79${String(serial).padStart(7, '0')}` });
  return row!.uuid;
}

/** Files a report through the API for the club and answers it. */
async function fileReport(
  club: ClubRef,
  who: ReturnType<typeof as>,
  slug: string,
  body: Record<string, unknown>,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${slug}`,
    payload: { month, ...body },
    headers: { ...who.headers, club: club.uuid },
  });
  if (res.statusCode !== 200)
    throw new Error(`filing ${slug} for ${club.uuid}: ${res.statusCode} ${res.body}`);
  const uuid = res.json().data.uuid as string;
  const [row] = await t.database.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.uuid, uuid));
  return { id: row!.id, uuid };
}

/** Where a club sits: its zone's id and its region's uuid. */
async function placeOf(clubId: number) {
  const [place] = await t.database.db
    .select({ zone: zones.id, region: regions.uuid })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(eq(clubs.id, clubId));
  return place;
}

/** A new draft service project of the club (each cell of a project delete uses one up). */
async function newProject(clubId: number): Promise<{ id: number; uuid: string }> {
  serial += 1;
  const [project] = await t.database.db
    .insert(serviceProjects)
    .values({
      clubId,
      projectCode: `CP-1999-${String(serial).padStart(4, '0')}`,
      projectTitle: 'Matrix project',
      projectType: 'CP',
      status: 'PROCESSING',
    })
    .returning({ id: serviceProjects.id, uuid: serviceProjects.uuid });
  return project!;
}

/** A new document (its file need not exist) of the club's project; answers its uuid. */
async function newDocument(objects: ClubObjects): Promise<string> {
  serial += 1;
  const [project] = await t.database.db
    .select({ id: serviceProjects.id })
    .from(serviceProjects)
    .where(eq(serviceProjects.uuid, objects.project));
  const [row] = await t.database.db
    .insert(projectDocuments)
    .values({
      projectId: project!.id,
      documentType: 'Photo 01',
      kind: 'pdf',
      path: `matrixdocument${String(serial).padStart(10, '0')}.pdf`,
    })
    .returning({ uuid: projectDocuments.uuid });
  return row!.uuid;
}

async function clubObjects(club: ClubRef, filer: ReturnType<typeof as>): Promise<ClubObjects> {
  const { db } = t.database;
  const place = await placeOf(club.id);
  const member = await newMember(club.id);
  const project = await newProject(club.id);
  const [memberRow] = await db.select({ id: members.id }).from(members).where(eq(members.uuid, member));
  const [contribution] = await db
    .insert(projectContributions)
    .values({ projectId: project.id, memberId: memberRow!.id, contributions: 1000 })
    .returning({ uuid: projectContributions.uuid });
  // Only the fields each type requires, so the fixtures outlive changes to the optional ones.
  const report = await fileReport(club, filer, REPORT.slug, { venue: 'Club House, Colombo 07' });
  const entries = await fileReport(club, filer, ENTRIES.slug, { member_id: member });
  return {
    club,
    zone: place!.zone,
    region: place!.region,
    member,
    project: project.uuid,
    contribution: contribution!.uuid,
    report,
    entries,
  };
}

/** A copy of the club's report in a Lions year of its own (one report per club, type and month). */
async function newReport(objects: ClubObjects, status: string): Promise<string> {
  serial += 1;
  const [base] = await t.database.db.select().from(activities).where(eq(activities.id, objects.report.id));
  const [row] = await t.database.db
    .insert(activities)
    .values({
      clubId: base!.clubId,
      key: base!.key,
      lionsYear: lionsYearOf(colomboDate()).startYear - 100 - serial,
      month: base!.month,
      status,
      data: base!.data,
      submittedBy: base!.submittedBy,
    })
    .returning({ uuid: activities.uuid });
  return row!.uuid;
}

/** A new entry (without files) in the club's entry-by-entry report; answers its uuid. */
async function newEntry(objects: ClubObjects): Promise<string> {
  const field = t.app.activityCatalogue.byKey(ENTRIES.key)!.entries!;
  const [report] = await t.database.db.select().from(activities).where(eq(activities.id, objects.entries.id));
  const data = report!.data as Record<string, unknown>;
  const list = data[field] as Record<string, unknown>[];
  const uuid = randomUUID();
  await t.database.db
    .update(activities)
    .set({ data: { ...data, [field]: [...list, { uuid, member_id: list[0]!.member_id }] } })
    .where(eq(activities.id, objects.entries.id));
  return uuid;
}

/** The JSON body schema of an operation, when it takes JSON. */
function jsonBodySchema(operationId: string): JsonSchema | undefined {
  const body = routes.get(operationId)!.schema.body as JsonSchema | undefined;
  if (!body) return undefined;
  const content = body.content as Record<string, { schema: JsonSchema }> | undefined;
  return content ? content['application/json']?.schema : body;
}

/** A value the schema accepts, as plain as can be (the first of an enum, the least number, a new uuid). */
function placeholderValue(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        placeholderValue((schema.items ?? {}) as JsonSchema),
      );
    case 'object':
      return placeholderBody(schema);
    default:
      return schema.format === 'uuid' ? randomUUID() : 'placeholder';
  }
}

/** A body holding just the required fields of the schema, each with a value it accepts. */
function placeholderBody(schema: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(required.map((name) => [name, placeholderValue(properties[name] ?? {})]));
}

/**
 * The request of one cell: real ids of the situation's club, its headers, a placeholder body. A cell
 * the handler must refuse (not-found-scope, deny-type) gets a body the contract accepts, so that only
 * the refusal can answer it; the other cells an empty one, so an allowed cell changes nothing.
 */
async function requestOf(
  op: ContractOperation,
  role: Role,
  situation: Situation,
  outcome: Outcome,
): Promise<InjectOptions> {
  const session = sessions.get(role)!;
  const headerClub = situation === 'other' ? other : situation === 'none' ? undefined : own;
  const objects = situation === 'other' || situation === 'cross' ? other : own;
  const fresh = consumes(op);
  const entryOperation = pathParameters(op).some((p) => p.kind === 'entry');

  let path = op.path;
  for (const { name, kind } of pathParameters(op)) {
    let value: string;
    switch (kind) {
      case 'club':
        value = objects.club.uuid;
        break;
      case 'member':
        value = fresh ? await newMember(objects.club.id) : objects.member;
        break;
      case 'project':
        value = fresh ? (await newProject(objects.club.id)).uuid : objects.project;
        break;
      case 'projectClub':
      case 'boundClub':
        value = objects.club.uuid;
        break;
      case 'document':
        value = await newDocument(objects);
        break;
      case 'contribution':
        value = objects.contribution;
        break;
      case 'theme':
        value = themeUuid;
        break;
      case 'entryType':
        value = 'DISTRICT_GOVERNOR_THEME';
        break;
      case 'activity':
        value = fresh
          ? await newReport(objects, op.method === 'DELETE' ? 'REJECTED' : 'SUBMITTED')
          : objects.report.uuid;
        break;
      case 'entry':
        value = await newEntry(objects);
        break;
      case 'self':
        value = identities.get(role)!.memberUuid;
        break;
      case 'zone':
        value = String(objects.zone);
        break;
      case 'region':
        value = objects.region;
        break;
      case 'file':
        value = storedFile.name;
        break;
      case 'search':
        value = '';
        break;
      case 'code':
        value = 'CLUB_PRESIDENT';
        break;
      case 'month':
        value = month;
        break;
      case 'type':
        value = entryOperation ? ENTRIES.slug : REPORT.slug;
        break;
      case 'key':
        value = REPORT.key;
        break;
      case 'notification':
        value = '1';
        break;
    }
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  const query = routes.get(op.operationId)!.schema.querystring as { required?: string[] } | undefined;
  const required = query?.required ?? [];
  if (required.includes('sig')) path += `?${storedFile.query}`;
  else if (required.includes('key')) path += `?key=${REPORT.key}`;
  else if (required.includes('month')) path += `?month=${colomboDate().slice(0, 7)}`;
  else if (required.length > 0)
    throw new Error(`${op.operationId}: no value for the query ${required.join(', ')}`);

  const token =
    op.operationId === 'logout'
      ? await createSession(t.database.db, identities.get(role)!.userId, 1)
      : session.token;
  const headers = as(token, role, headerClub?.club.uuid).headers as Record<string, string>;
  const request: InjectOptions = { method: op.method as InjectOptions['method'], url: path, headers };
  const json = jsonBodySchema(op.operationId);
  if (json) {
    // A keyed body names the type of the report in the path, so the handler reaches the report.
    const keyed = isClubScoped(op) && (json.properties as Record<string, unknown> | undefined)?.key;
    const refusedByHandler = outcome === 'not-found-scope' || outcome === 'deny-type';
    request.payload = keyed ? { key: REPORT.key } : refusedByHandler ? placeholderBody(json) : {};
  } else if (op.bodyTypes.includes('multipart/form-data')) {
    const body = await multipart({});
    request.payload = body.payload;
    Object.assign(headers, body.headers);
  }
  return request;
}

/** Null when the answer is the expected outcome; else what went wrong. */
function judge(op: ContractOperation, expected: Outcome, status: number, message: unknown): string | null {
  switch (expected) {
    case 'allow':
      if (status === 401 || status === 403) return 'unexpected deny';
      if (status === 404 && isClubScoped(op)) return 'unexpected deny (404 on a club-scoped operation)';
      if (status >= 500) return 'server error';
      return null;
    case 'deny-role':
      return status === 403 && message === DENY_ROLE_MESSAGE ? null : 'unexpected answer to a deny-role cell';
    case 'deny-club':
      return status === 403 && message === DENY_CLUB_MESSAGE ? null : 'unexpected answer to a deny-club cell';
    case 'not-found-scope':
      return status === 404 ? null : 'unexpected answer to a not-found-scope cell';
    case 'deny-type':
      return status === 403 && message === DENY_TYPE_MESSAGE ? null : 'unexpected answer to a deny-type cell';
  }
}

function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

describe('the authorization matrix', () => {
  it('docs/authorization-matrix.md is what `npm run docs:matrix` writes', async () => {
    expect(readFileSync(MATRIX_DOCUMENT, 'utf8')).toBe(await renderMatrixDocument());
  });

  for (const op of ordered) {
    it(`${op.operationId} (${op.method} ${op.path}) answers every role and club situation as the policy says`, async () => {
      const disagreements: string[] = [];
      for (const cell of matrix.filter((c) => c.operationId === op.operationId)) {
        const request = await requestOf(op, cell.role, cell.situation, cell.outcome);
        const res = await t.app.inject(request);
        checked.push(cell);
        const problem = judge(op, cell.outcome, res.statusCode, messageOf(res.body));
        if (problem) {
          disagreements.push(
            `${op.operationId} ${cell.role} ${cell.situation}: ${problem}: expected ${cell.outcome} ` +
              `(${cell.reason}), got ${res.statusCode} ${res.body.slice(0, 200)} [${request.method} ${request.url}]`,
          );
        }
      }
      expect(disagreements).toEqual([]);
    });
  }

  it('checked every cell of the matrix, as many per outcome as the document says', () => {
    const expected = countCells(matrix);
    expect(countCells(checked)).toEqual(expected);
    expect(checked).toHaveLength(matrix.length);
    // Each of the four outcomes is exercised, so none of the checks above is vacuous.
    for (const outcome of OUTCOMES) {
      expect(
        SITUATIONS.reduce((sum, s) => sum + expected[outcome][s], 0),
        outcome,
      ).toBeGreaterThan(0);
    }
  });
});

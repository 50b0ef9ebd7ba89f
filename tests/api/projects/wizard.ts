import { readdirSync, rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  clubs,
  governorThemes,
  members,
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  projectPointLines,
  projectPoints,
  projectStatusLogs,
  regions,
  serviceProjects,
  zones,
} from '../../../src/server/db/schema';
import { multipart } from '../../helpers/multipart';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';

/** A tiny valid PDF (file-type knows it by its `%PDF` header). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A small PNG of one colour. */
export function png(colour = '#00338d', side = 40): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A file part of a multipart body. */
export type FilePart = { name: string; type: string; bytes: Buffer };

/** A file part named as a browser would send it; the type claimed says nothing (bytes decide). */
export function filePart(bytes: Buffer, name = 'upload.bin'): FilePart {
  return { name, type: 'application/octet-stream', bytes };
}

/** An app on its own database and files folder, for one test file. */
export interface WizardApp extends TestApp {
  filesDir: string;
  /** How many files the store holds now. */
  storedFiles(): number;
  close(): Promise<void>;
}

/** Builds the test app with a files folder of its own. */
export async function createWizardApp(name: string): Promise<WizardApp> {
  const filesDir = `/tmp/club-cms-${name}-${process.pid}`;
  rmSync(filesDir, { recursive: true, force: true });
  const t = await createTestApp({ env: { FILES_DIR: filesDir } });
  return {
    ...t,
    filesDir,
    storedFiles() {
      try {
        return readdirSync(filesDir).length;
      } catch {
        return 0;
      }
    },
    async close() {
      await t.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A demo login acting in its role (with its club header, if the role has a club). */
export async function actingAs(app: FastifyInstance, role: string): Promise<Record<string, string>> {
  return (await signedInMember(app, role)).headers;
}

/** The uuid of the governor theme with that key. */
export async function themeUuid(t: TestApp, key: string): Promise<string> {
  const [row] = await t.database.db
    .select({ uuid: governorThemes.uuid })
    .from(governorThemes)
    .where(eq(governorThemes.themeKey, key));
  if (!row) throw new Error(`no theme ${key}`);
  return row.uuid;
}

/** Step 1's text fields, complete and valid (a General project on the vision theme). */
export function infoFields(theme: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    project_title: 'Free Eye Camp',
    project_type: 'GP',
    governor_theme_id: theme,
    venue: 'Colombo Town Hall',
    date: '2026-09-20',
    total_project_cost: '125000.50',
    direct_beneficiaries: '240',
    indirect_beneficiaries: '900',
    description: 'Eye tests and free spectacles for school children.',
    ...overrides,
  };
}

/** Posts a multipart body (text fields and files) to a URL. */
export async function postMultipart(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | FilePart>,
) {
  const body = await multipart(fields);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** Creates a project through step 1 with both files; answers its uuid. */
export async function createProjectVia(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, string> = {},
): Promise<string> {
  const res = await postMultipart(t.app, '/api/service-project/info/save', headers, {
    ...infoFields(await themeUuid(t, 'vision'), overrides),
    billing_proof: filePart(PDF, 'bill.pdf'),
    int_report_screenshot: filePart(await png(), 'screen.png'),
  });
  if (res.statusCode !== 200) throw new Error(`creating a project failed: ${res.statusCode} ${res.body}`);
  return res.json().data.uuid as string;
}

/** Sets a project's status directly (as a reviewer's decisions would have). */
export async function setStatus(t: TestApp, uuid: string, status: string): Promise<void> {
  await t.database.db.update(serviceProjects).set({ status }).where(eq(serviceProjects.uuid, uuid));
}

/** The stored row of a project. */
export async function projectRow(t: TestApp, uuid: string) {
  const [row] = await t.database.db.select().from(serviceProjects).where(eq(serviceProjects.uuid, uuid));
  return row;
}

/** The active members of a club (by uuid), first few. */
export async function membersOf(t: TestApp, clubUuid: string): Promise<{ uuid: string; name: string }[]> {
  return t.database.db
    .select({ uuid: members.uuid, name: members.displayName })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .where(and(eq(clubs.uuid, clubUuid), eq(members.status, 'active')))
    .orderBy(members.id);
}

/** Every club with its zone and region ids. */
export async function placedClubs(t: TestApp) {
  return t.database.db
    .select({
      id: clubs.id,
      uuid: clubs.uuid,
      name: clubs.name,
      zoneId: clubs.zoneId,
      regionId: zones.regionId,
    })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .orderBy(clubs.id);
}

/** Adds a club in a new zone of another region, with one active member: a club no demo office reaches. */
export async function farClub(t: TestApp, regionName = 'Region 2') {
  const { db } = t.database;
  const [region] = await db.select().from(regions).where(eq(regions.name, regionName));
  const [zone] = await db
    .insert(zones)
    .values({ regionId: region!.id, name: `Far Zone ${regionName}` })
    .returning();
  const [club] = await db
    .insert(clubs)
    .values({ zoneId: zone!.id, name: `Lions Club of Far ${regionName}` })
    .returning();
  const [member] = await db
    .insert(members)
    .values({
      clubId: club!.id,
      internationalId: `FAR${region!.id}${Date.now() % 100000}`,
      displayName: `Far Member ${regionName}`,
      fullName: `Far Away Member ${regionName}`,
    })
    .returning();
  return { club: club!, member: member!, regionId: region!.id };
}

/** Removes every project (the demo seed's too), so a list test sees only its own. */
export async function clearProjects(t: TestApp): Promise<void> {
  const { db } = t.database;
  for (const table of [
    projectCommitteeMembers,
    projectContributions,
    projectParticipants,
    projectDocuments,
    projectStatusLogs,
    projectPointLines,
    projectPoints,
  ]) {
    await db.delete(table);
  }
  await db.delete(serviceProjects);
}

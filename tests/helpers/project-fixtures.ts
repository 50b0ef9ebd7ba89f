import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { colomboDate } from '../../src/shared/time/colombo';
import type { ProjectStatus } from '../../src/shared/machines';
import type { Db } from '../../src/server/db/database';
import { clubs, members, serviceProjects, users, zones } from '../../src/server/db/schema';
import { demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import {
  writeProjectRecord,
  type ProjectHand,
  type ProjectRecord,
  type ProjectRecordMove,
  type WrittenProject,
} from '../../src/server/db/seed/project-records';

/** A demo login's member, user and club, acting in `role` (its own role by default). */
export async function demoHand(db: Db, who: string, role = who): Promise<ProjectHand & { clubId: number }> {
  const email = who.includes('@')
    ? who
    : who === 'multi-role'
      ? 'multi-role@example.org'
      : demoLoginEmail(who);
  const [row] = await db
    .select({ memberId: users.memberId, userId: users.id, clubId: members.clubId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo login ${email}`);
  return { memberId: row.memberId, userId: row.userId, role, clubId: row.clubId! };
}

/** Members of a club who are not demo logins (no password), in id order. */
export async function plainMembers(db: Db, clubId: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .where(and(eq(members.clubId, clubId), eq(members.status, 'active')))
    .orderBy(members.id);
  const logins = await db
    .select({ id: users.memberId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(eq(members.clubId, clubId), isNotNull(users.passwordHash)));
  const login = new Set(logins.map((l) => l.id));
  return rows.map((r) => r.id).filter((id) => !login.has(id));
}

/** What a fixture may set; everything else is a complete General project of the demo club. */
export interface ProjectFixture {
  /** The club (default: the demo club, that of the CLUB_PRESIDENT login). */
  clubId?: number;
  type?: string;
  title?: string;
  themeKey?: string | null;
  /** The committee's Project Chairman (a member id; default: the CLUB_MEMBER login's member). */
  chairmanId?: number;
  /** The status to leave it in, reached through the review path (default PROCESSING). */
  status?: ProjectStatus;
  /** False for a project without its Photo 01 (a document row naming a file the store does not hold). */
  photo?: boolean;
  /** The record's other fields, as they are. */
  overrides?: Partial<ProjectRecord>;
}

/** How many fixtures this test file made: the number in each default title. */
let fixtureCount = 0;

/** The review path of a club project and of a region project, the status after each level. */
const CLUB_PATH: ProjectStatus[] = [
  'SUBMITTED',
  'PROJECT_CHAIRMAN_REVIEW',
  'CLUB_PRESIDENT_SECRETARY_REVIEW',
  'ZONE_CHAIRPERSON_REVIEW',
  'REGION_CPE_CHAIRPERSON_REVIEW',
  'REGION_GST_REVIEW',
  'APPROVED',
];
const REGION_PATH = CLUB_PATH.filter(
  (s) => s !== 'CLUB_PRESIDENT_SECRETARY_REVIEW' && s !== 'ZONE_CHAIRPERSON_REVIEW',
);

/**
 * Inserts a complete project directly in the database (no files): a General project of the demo club
 * on the vision theme, with a committee (the chairman and a member), two contributions, three
 * participants, a Photo 01 (its row only: no file is stored), its estimate, and the history of the review path up to `status` (a PENDING project
 * was submitted and sent back by its chairman). Answers its id, uuid and code.
 */
export async function insertProject(db: Db, fixture: ProjectFixture = {}): Promise<WrittenProject> {
  const president = await demoHand(db, 'CLUB_PRESIDENT');
  const chairman = fixture.chairmanId ?? (await demoHand(db, 'CLUB_MEMBER')).memberId;
  const clubId = fixture.clubId ?? president.clubId;
  const others = await plainMembers(db, clubId);
  const type = fixture.type ?? 'GP';
  const status = fixture.status ?? 'PROCESSING';
  const region = type === 'RP' || type === 'JRP';
  const hand = (memberId: number, role: string): ProjectHand => ({ memberId, userId: null, role });
  let moves: ProjectRecordMove[];
  if (status === 'PENDING') {
    moves = [
      { status: 'SUBMITTED', by: president },
      { status: 'PENDING', by: hand(chairman, 'PROJECT_CHAIRMAN'), comment: 'Add the photos.' },
    ];
  } else {
    const path = region ? REGION_PATH : CLUB_PATH;
    const upTo = status === 'PROCESSING' ? 0 : path.indexOf(status) + 1;
    moves = path.slice(0, upTo).map((s) => ({ status: s, by: president }));
  }
  return db.transaction((tx) =>
    writeProjectRecord(tx, {
      clubId,
      type,
      // Each its own title unless given: projects alike in title, date and venue are flagged as one
      // project filed twice (a duplicate claim), which refuses the evaluator's bulk approval.
      title: fixture.title ?? `Free Eye Camp ${(fixtureCount += 1)}`,
      themeKey: fixture.themeKey === undefined ? 'vision' : fixture.themeKey,
      venue: 'Colombo Town Hall',
      date: colomboDate(),
      totalProjectCost: 125_000,
      directBeneficiaries: 150,
      indirectBeneficiaries: 600,
      description: 'Eye tests and spectacles.',
      createdBy: president,
      committee: [
        { memberId: chairman, position: 'Project Chairman' },
        { memberId: others[0]!, position: 'Committee Member' },
      ],
      contributions: [
        { memberId: others[0]!, amount: 20_000 },
        { memberId: others[1]!, amount: 15_000 },
      ],
      participants: [others[0]!, others[1]!, others[2]!],
      documents: fixture.photo === false ? [] : [{ type: 'Photo 01', path: 'fixture-photo-01.jpg' }],
      moves,
      ...fixture.overrides,
    }),
  );
}

/** The stored row of a project. */
export async function projectRow(db: Db, uuid: string) {
  const [row] = await db.select().from(serviceProjects).where(eq(serviceProjects.uuid, uuid));
  return row!;
}

/** A club of another zone than the demo club's, for scope tests; its id and uuid. */
export async function clubOfAnotherZone(db: Db, clubId: number): Promise<{ id: number; uuid: string }> {
  const [own] = await db.select({ zoneId: clubs.zoneId }).from(clubs).where(eq(clubs.id, clubId));
  const [other] = await db
    .select({ id: clubs.id, uuid: clubs.uuid })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(ne(clubs.zoneId, own!.zoneId));
  return other!;
}

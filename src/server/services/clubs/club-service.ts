import { and, count, eq, inArray } from 'drizzle-orm';
import type { LoadedActivityType } from '../activities/activity-catalogue';
import type { Db } from '../../db/database';
import { clubs, regions, zones } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { badRequest, notFound } from '../errors';
import { pageMeta, pageWindow } from '../pagination';
import { withUniqueFields } from '../unique-fields';
import { adminPointsAvailable, adminRateOf } from './admin-available';
import { clubPoints } from './club-points';
import { clubRows } from './club-rows';
import { clubsNamed } from './club-search';
import { inScope, ownClubOnly, type ClubActing } from './club-scope';
import { checkClubInput, type ClubInput } from './club-writes';
import { text } from '../../i18n/text';

/** The club with that uuid within the acting scope; outside an officer's own club it does not exist. */
async function clubInScope(db: Db, acting: ClubActing, uuid: string) {
  const [club] = await db.select().from(clubs).where(eq(clubs.uuid, uuid));
  if (!club || !inScope(acting, club.id)) throw notFound(text('clubs.notFound'));
  return club;
}

/** One club as the screens show it (zone and region included). */
async function clubDetailById(db: Db, clubId: number) {
  const [data] = await clubRows(db, { where: eq(clubs.id, clubId) });
  return data!;
}

/** A club by uuid, within the acting scope. */
export async function clubDetail(db: Db, acting: ClubActing, uuid: string) {
  return clubDetailById(db, (await clubInScope(db, acting, uuid)).id);
}

/** A page of the clubs the role may act for whose club, zone or region name contains the search. */
export async function clubPage(db: Db, acting: ClubActing, search: string, pageNumber?: number) {
  const own = ownClubOnly(acting);
  const text = search.trim();
  const where = and(
    own !== null ? eq(clubs.id, own) : undefined,
    text ? inArray(clubs.id, clubsNamed(db, text)) : undefined,
  );
  const { page, offset, limit } = pageWindow(pageNumber);
  // The count and the page at once (on PostgreSQL, on two pooled connections).
  const [[total], data] = await Promise.all([
    db
      .select({ n: count() })
      .from(clubs)
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .innerJoin(regions, eq(regions.id, zones.regionId))
      .where(where),
    clubRows(db, { where, limit, offset }),
  ]);
  return { data, meta: pageMeta(total?.n ?? 0, page) };
}

/**
 * The home overview of the club acted for: points, counts, and the administration rate against the
 * points the catalogue makes available so far this Lions year (a role without a club must choose one).
 */
export async function clubOverview(
  db: Db,
  club: { id: number } | null,
  types: readonly LoadedActivityType[],
  month: string,
) {
  if (!club) throw badRequest(text('clubs.chooseClubForOverview'));
  const meetingKeys = types.filter((type) => type.meeting).map((type) => type.key);
  const points = await clubPoints(db, club.id, meetingKeys);
  const available = adminPointsAvailable(types, month);
  return {
    ...points,
    adminAvailable: available,
    adminRate: adminRateOf(points.admin, available),
  };
}

/** Creates a club from its form (checked: a unique name in an existing zone), audited. */
export async function createClub(db: Db, actor: Actor, input: ClubInput) {
  const values = await checkClubInput(db, input);
  const club = await withUniqueFields(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(clubs).values(values).returning();
      await recordAudit(tx, actor, {
        action: 'club.create',
        entity: 'club',
        entityId: row!.uuid,
        after: row,
      });
      return row!;
    }),
  );
  return clubDetailById(db, club.id);
}

/** Changes a club within the acting scope from its form, audited with the row before and after. */
export async function updateClub(db: Db, actor: Actor, acting: ClubActing, uuid: string, input: ClubInput) {
  const before = await clubInScope(db, acting, uuid);
  const values = await checkClubInput(db, input, before.id);
  await withUniqueFields(
    db.transaction(async (tx) => {
      const [after] = await tx
        .update(clubs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clubs.id, before.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'club.update',
        entity: 'club',
        entityId: before.uuid,
        before,
        after,
      });
    }),
  );
  return clubDetailById(db, before.id);
}

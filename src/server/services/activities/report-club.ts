import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, regions, zones } from '../../db/schema';

/** The club that filed a report, with its zone and region, as the detail views and the review list show it. */
export interface ReportClub {
  uuid: string;
  name: string;
  zone: { id: number; name: string };
  region: { uuid: string; name: string };
}

/** The columns a `ReportClub` is made of, for a select joining clubs, zones and regions. */
export const REPORT_CLUB_COLUMNS = {
  clubUuid: clubs.uuid,
  clubName: clubs.name,
  zoneId: zones.id,
  zoneName: zones.name,
  regionUuid: regions.uuid,
  regionName: regions.name,
};

/** A row of `REPORT_CLUB_COLUMNS` in the answers' shape. */
export function reportClubFrom(row: {
  clubUuid: string;
  clubName: string;
  zoneId: number;
  zoneName: string;
  regionUuid: string;
  regionName: string;
}): ReportClub {
  return {
    uuid: row.clubUuid,
    name: row.clubName,
    zone: { id: row.zoneId, name: row.zoneName },
    region: { uuid: row.regionUuid, name: row.regionName },
  };
}

/**
 * The club of `clubId` with its zone and region (one indexed read). The report view shows it above
 * the report (issue 16): the filing club, not the club the viewer acts for.
 */
export async function reportClubOf(db: Db, clubId: number): Promise<ReportClub> {
  const [row] = await db
    .select(REPORT_CLUB_COLUMNS)
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(eq(clubs.id, clubId));
  // A report's club is a foreign key with zone and region required: a missing row is our fault.
  if (!row) throw new Error(`club ${clubId} of a report not found`);
  return reportClubFrom(row);
}

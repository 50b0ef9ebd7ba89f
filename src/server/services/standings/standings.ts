import { LIONS_YEAR_MONTHS } from '../../../shared/catalogue/activity-type';
import { pointRateBand, type PointRateBand } from '../../../shared/rates/point-rate-band';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { adminPointsAvailable, adminRateOf } from '../clubs/admin-available';
import { badRequest } from '../errors';
import { text } from '../../i18n/text';
import { roundPoints } from '../reports/labels';
import { pointsOf } from '../zone-grid/zone-grid';
import { gridReportRows } from '../zone-grid/zone-grid-rows';
import { resolveGridScope, type GridActing, type GridFilters } from '../zone-grid/zone-grid-scope';

/** A club's place among the clubs of a zone, a region or the district: 1 is the most points. */
export interface Rank {
  position: number;
  of: number;
}

/** One club's standing for the Lions year so far. */
export interface Standing {
  club: { uuid: string; name: string };
  zone: { id: number; name: string };
  region: { uuid: string; name: string };
  /** Approved administration points: the home overview's `admin`. */
  approved: number;
  /** The engine's estimate of the reports still waiting for review (the zone grid's estimate). */
  under_review: number;
  /** approved against the points available so far: the home overview's `adminRate`. */
  rate: number;
  band: PointRateBand;
  rank: { zone: Rank; region: Rank; district: Rank };
}

/** A club's standing with its approved points of each month so far (July first). */
interface ClubYear extends Standing {
  clubId: number;
  regionId: number;
  monthly: number[];
}

/** The figures every standing is measured against. */
interface StandingsBasis {
  lions_year: string;
  /** The months of the Lions year so far, July first ('07', '08', ...). */
  months: string[];
  /** Administration points available so far this Lions year (the home overview's `adminAvailable`). */
  available: number;
}

/**
 * Competition ranks (1, 2, 2, 4) by approved points within each group the key names, over every club
 * given; written into each club's rank under `level`.
 */
function rankWithin(clubs: ClubYear[], level: keyof Standing['rank'], groupOf: (c: ClubYear) => string) {
  const groups = new Map<string, ClubYear[]>();
  for (const club of clubs) groups.set(groupOf(club), [...(groups.get(groupOf(club)) ?? []), club]);
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => b.approved - a.approved);
    sorted.forEach((club, i) => {
      const position =
        i > 0 && sorted[i - 1]!.approved === club.approved ? sorted[i - 1]!.rank[level].position : i + 1;
      club.rank[level] = { position, of: group.length };
    });
  }
}

/**
 * Every active club of the district for the Lions year so far (Asia/Colombo), ranked within its zone,
 * its region and the district, from one query (the zone grid's, over every month and type): approved
 * points, the estimate of those under review, the rate and each month's approved points.
 */
async function districtYear(
  db: Db,
  catalogue: ActivityCatalogue,
  today: string,
): Promise<StandingsBasis & { clubs: ClubYear[] }> {
  const year = lionsYearOf(today);
  const month = today.slice(5, 7);
  const months = LIONS_YEAR_MONTHS.slice(0, LIONS_YEAR_MONTHS.indexOf(month as never) + 1) as string[];
  const available = adminPointsAvailable(catalogue.types, month);
  const types = new Map(catalogue.types.map((type) => [type.key, type]));
  const rows = await gridReportRows(db, { zoneId: null, regionId: null }, year.startYear, null, null);

  const byClub = new Map<number, ClubYear>();
  for (const row of rows) {
    let club = byClub.get(row.clubId);
    if (!club) {
      club = {
        clubId: row.clubId,
        regionId: row.regionId,
        club: { uuid: row.clubUuid, name: row.clubName },
        zone: { id: row.zoneId, name: row.zoneName },
        region: { uuid: row.regionUuid, name: row.regionName },
        approved: 0,
        under_review: 0,
        rate: 0,
        band: 'red',
        rank: {
          zone: { position: 0, of: 0 },
          region: { position: 0, of: 0 },
          district: { position: 0, of: 0 },
        },
        monthly: months.map(() => 0),
      };
      byClub.set(row.clubId, club);
    }
    if (row.status === 'APPROVED') {
      club.approved += row.approvedPoints;
      const at = months.indexOf(row.month!);
      if (at >= 0) club.monthly[at]! += row.approvedPoints;
    } else if (row.status === 'SUBMITTED' || row.status === 'PENDING') {
      const type = types.get(row.key!);
      if (type) club.under_review += pointsOf(row, type).points ?? 0;
    }
  }
  const clubs = [...byClub.values()];
  for (const club of clubs) {
    club.approved = roundPoints(club.approved);
    club.under_review = roundPoints(club.under_review);
    club.monthly = club.monthly.map(roundPoints);
    club.rate = adminRateOf(club.approved, available);
    club.band = pointRateBand(club.rate);
  }
  rankWithin(clubs, 'zone', (c) => String(c.zone.id));
  rankWithin(clubs, 'region', (c) => c.region.uuid);
  rankWithin(clubs, 'district', () => '');
  return { lions_year: year.label, months, available, clubs };
}

/** A standing as the API gives it (without the club's row id and months). */
function standingOf({ clubId: _id, regionId: _region, monthly: _monthly, ...standing }: ClubYear): Standing {
  return standing;
}

/**
 * The standings (issue 14): the clubs the caller's office reaches (the zone grid's scope and 403s,
 * narrowed by zone or region), ranked by approved points with their zone, region and district ranks.
 * Ranks are always over every active club of the zone, region and district, so a zone chairperson's
 * "2nd of 14 in the region" means the same as the region chairperson's.
 */
export async function standings(
  db: Db,
  catalogue: ActivityCatalogue,
  acting: GridActing,
  filters: GridFilters,
  today = colomboDate(),
) {
  const scope = await resolveGridScope(db, acting, filters);
  const { clubs, ...basis } = await districtYear(db, catalogue, today);
  const seen = clubs.filter(
    (c) =>
      (scope.zoneId === null || c.zone.id === scope.zoneId) &&
      (scope.regionId === null || c.regionId === scope.regionId),
  );
  return {
    ...basis,
    rows: seen
      .sort(
        (a, b) =>
          a.rank.district.position - b.rank.district.position || a.club.name.localeCompare(b.club.name),
      )
      .map(standingOf),
  };
}

/** The median of some numbers (0 for none). */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return roundPoints(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The standing of the club acted for (issue 14, the home overview): its figures and ranks only, never
 * another club's, and each month of the Lions year so far with its approved points and the district's
 * median of every active club's approved points that month.
 */
export async function clubStanding(
  db: Db,
  catalogue: ActivityCatalogue,
  club: { id: number } | null,
  today = colomboDate(),
) {
  if (!club) throw badRequest(text('clubs.chooseClubForOverview'));
  const { clubs, ...basis } = await districtYear(db, catalogue, today);
  const own = clubs.find((c) => c.clubId === club.id);
  if (!own) return { ...basis, standing: null, months: [] };
  return {
    ...basis,
    standing: standingOf(own),
    months: basis.months.map((month, i) => ({
      month,
      points: own.monthly[i]!,
      district_median: median(clubs.map((c) => c.monthly[i]!)),
    })),
  };
}

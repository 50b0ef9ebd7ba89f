/** What a world holds: the rows the generator aims at (the demo district included). */
export interface WorldSize {
  /** 1 for issue 12's world; 0.01 for a quick check or CI's smoke. */
  scale: number;
  clubs: number;
  members: number;
  /** Monthly activity reports (activities rows). */
  reports: number;
  /** Service projects beyond the demo district's nine. */
  projects: number;
}

/** Issue 12, P6: the district the app must still serve in 50 ms. */
export const FULL_WORLD = { clubs: 48_000, members: 1_400_000, reports: 10_000_000 } as const;

/** Service projects per club: a couple a year is what a busy district's clubs file. */
const PROJECTS_PER_CLUB = 2;

/** Clubs per zone, as Lions districts group them (the demo: 4). */
export const CLUBS_PER_ZONE = 6;
/** Zones per region (the demo: about 3). */
export const ZONES_PER_REGION = 4;

/** The smallest scale: below it the world is not bigger than the demo district it starts from. */
export const MIN_SCALE = 0.001;

/** The world at `scale` (1 = issue 12's), each figure scaled and rounded. */
export function worldSize(scale: number): WorldSize {
  if (!(scale >= MIN_SCALE && scale <= 1)) throw new Error(`--scale must be between ${MIN_SCALE} and 1`);
  const clubs = Math.round(FULL_WORLD.clubs * scale);
  return {
    scale,
    clubs,
    members: Math.round(FULL_WORLD.members * scale),
    reports: Math.round(FULL_WORLD.reports * scale),
    projects: clubs * PROJECTS_PER_CLUB,
  };
}

/**
 * The database a world of that scale lives in: `club_cms_world` at full scale, `club_cms_world_0_01`
 * at 0.01, so a smoke never replaces the full world that took minutes to generate.
 */
export function worldDatabaseName(scale: number): string {
  return scale === 1 ? 'club_cms_world' : `club_cms_world_${String(scale).replace(/[^0-9]/g, '_')}`;
}

/** The world's size in words, for the log and the report. */
export function describeWorld(size: WorldSize): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(size.clubs)} clubs, ${n(size.members)} members, ${n(size.reports)} activity reports, ${n(size.projects)} service projects`;
}

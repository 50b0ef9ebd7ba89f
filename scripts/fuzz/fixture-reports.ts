/**
 * The activity reports the setup files as CLUB_PRESIDENT before fuzzing, in this order: generated
 * requests name them by index («report.2.uuid»), and their key and slug are known here in advance,
 * so a request for a report's path gets a body of the report's own type.
 */
export const FIXTURE_REPORTS = [
  { key: 'INITIATING_FACEBOOK', via: 'common-json' },
  { key: 'BOARD_MEETING', via: 'slug-json' },
  { key: 'MAF_CONTRIBUTION', via: 'slug-multipart' },
  { key: 'MONTHLY_MEETING', via: 'slug-multipart' },
  { key: 'CLUB_FUNDS_RASING', via: 'common-json' },
  { key: 'PUBLISH_NEWS_LETTER', via: 'common-multipart' },
] as const;

/** How many victim members (non-demo members) requests may name: «member.0» .. «member.7». */
export const VICTIM_COUNT = 8;
/** How many regions requests may name: «region.0» .. «region.2». */
export const REGION_COUNT = 3;
/** How many zones requests may name (never the demo logins' own): «#zone.0» .. «#zone.3». */
export const ZONE_COUNT = 4;
/** How many point lines requests may name: «#pointLine.0» .. «#pointLine.5». */
export const POINT_LINE_COUNT = 6;
/** How many entries of the MAF report requests may name: «entry.0», «entry.1». */
export const ENTRY_COUNT = 2;

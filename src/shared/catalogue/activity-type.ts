/** The twelve months of a Lions year, in its order (July to June), as the spec's ids '01'..'12'. */
export const LIONS_YEAR_MONTHS = [
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
] as const;

/** A month id of the spec, '01' (January) to '12' (December). */
export type MonthId = (typeof LIONS_YEAR_MONTHS)[number];

/** One activity type of `schemas/activities/catalogue.json`. */
export interface ActivityType {
  /** The activity key of spec 2 section 3 (BOARD_MEETING...); also its folder under schemas/activities/. */
  key: string;
  /** The form's title. */
  title: string;
  /** The type slug of `POST api/{slug}` (spec 2 section 7), or null for the common endpoint. */
  slug: string | null;
  /** How the form is sent: multipart when it carries files, else JSON. */
  transport: 'multipart' | 'json';
  /** The field that must be filled before 'Submit to Review' is enabled (spec 2 forms table). */
  requiredToSubmit: string;
  /** Other fields any one of which, filled instead, also enables Submit (the newsletter's second file). */
  submitAlternatives?: string[];
  /** When the report is due: the months of the Lions year it is filed for, and the day of the month after. */
  schedule: { months: MonthId[]; dueDay: number };
  /**
   * Set for types filed entry by entry (MAF and MJF contributions): each submission adds one entry,
   * shaped by the schema, to the month's single report, under this field of the report.
   */
  entries?: string;
  /** Set for the types that are club meetings: the home overview counts them as meetings held. */
  meeting?: boolean;
}

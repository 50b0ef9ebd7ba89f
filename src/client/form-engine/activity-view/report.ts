/** A file of a report as the server answers it: a signed link, and the slot it fills in `comments`. */
export interface ReportDocument {
  /** The file's id. */
  uuid: string;
  /** 'pdf' shows as a chip, anything else as a thumbnail. */
  type: 'pdf' | 'image' | (string & {});
  /** The signed URL the file opens at. */
  path: string;
  /** The file slot field it fills (document1, treasure_report...). */
  comments: string;
}

/** A member as the server answers a member field. */
export interface ReportMember {
  /** The member's id. */
  uuid: string;
  /** The name to show. */
  display_name: string;
  /** The profile image URL, or null for initials. */
  profile_image: string | null;
}

/**
 * A report (or one entry of an entry-by-entry report) as GET answers it: the type's fields, keyed by
 * name, with its files under `documents`. Loosely typed since the fields differ by type.
 */
export type ActivityReport = Record<string, unknown> & { documents?: ReportDocument[] };

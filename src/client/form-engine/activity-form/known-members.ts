/** A member the page already knows by uuid (one named in the report being edited). */
export interface KnownMember {
  /** The name to show. */
  display_name: string;
  /** The profile image URL, if any. */
  profile_image: string | null;
}

/** Members the page already knows, by uuid: the form hands them to its member pickers. */
export type KnownMembers = Record<string, KnownMember>;

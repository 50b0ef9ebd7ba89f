import type { MemberChoice } from './member-picker-query';

import type { KnownMember, KnownMembers } from '../form-engine/activity-form/known-members';

export type { KnownMember, KnownMembers };

/** What the member and officer pickers read from the form's `formContext`. */
export interface MemberPickerContext {
  /**
   * The names of members already in the report (an edit page passes them), so a chosen member shows
   * by name even when the first list does not include them.
   */
  knownMembers?: KnownMembers;
  /** The service project whose members a `source: 'project'` picker searches. */
  projectUuid?: string | null;
}

/** A member as a picker shows it. */
export interface MemberOption {
  /** The member's uuid: the form's value. */
  uuid: string;
  /** The name to show. */
  name: string;
  /** The member's club, when known. */
  club: string | null;
  /** The profile image URL, when known. */
  image: string | null;
}

/** A member of the lists as a picker shows it. */
export function memberOptionOf(choice: MemberChoice): MemberOption {
  return { uuid: choice.uuid, name: choice.name, club: choice.group, image: choice.profile_image };
}

/** Where a picker looks up the label of a chosen uuid, best first. */
export interface MemberLabelSources {
  /** Members picked in this form (they may have left the list since, with a new search). */
  picked: ReadonlyMap<string, MemberOption>;
  /** The list shown now. */
  options: readonly MemberOption[];
  /** The page's known members (`formContext.knownMembers`). */
  known: KnownMembers | undefined;
}

/**
 * The member a chosen uuid stands for: picked here, else in the list, else known to the page. A
 * uuid found nowhere shows as itself rather than vanishing, so the user still sees something is chosen.
 */
export function resolveMember(uuid: string, sources: MemberLabelSources): MemberOption {
  const picked = sources.picked.get(uuid) ?? sources.options.find((option) => option.uuid === uuid);
  if (picked) return picked;
  const known = sources.known?.[uuid];
  if (known) return { uuid, name: known.display_name, club: null, image: known.profile_image };
  return { uuid, name: uuid, club: null, image: null };
}

/** The uuids of a multiple picker's value (rjsf may hand `undefined` or a list with gaps). */
export function uuidsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

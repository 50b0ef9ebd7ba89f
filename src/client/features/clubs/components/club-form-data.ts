import type { RJSFValidationError } from '@rjsf/utils';
import type { components } from '../../../../shared/api/openapi';
import type { ClubInput } from '../api/use-create-club';

/** A club as the API answers it (with its zone and the zone's region). */
export type Club = components['schemas']['Club'];

/**
 * The club form's values: ClubInput's fields, and `region`, which only narrows the zone list and is
 * never sent.
 */
export type ClubFormData = Partial<ClubInput> & { region?: string };

/**
 * The form's values after a change: choosing another region clears the zone, which belongs to the
 * old region's list.
 */
export function nextClubFormData(previous: ClubFormData, next: ClubFormData): ClubFormData {
  if (next.region === previous.region || next.lions_club_zone_id === undefined) return next;
  const { lions_club_zone_id: _dropped, ...rest } = next;
  return rest;
}

/** The request body of a valid form: name, lions_club_zone_id and status, without the region. */
export function clubPayload(data: ClubFormData): ClubInput {
  return {
    name: data.name ?? '',
    lions_club_zone_id: data.lions_club_zone_id ?? 0,
    status: data.status ?? 'ACTIVE',
  };
}

/** The edit form's values for a club: its fields, and its zone's region for the region select. */
export function clubFormDataOf(club: Club): ClubFormData {
  return {
    name: club.name,
    region: club.zone.region.uuid,
    lions_club_zone_id: club.lions_club_zone_id,
    status: club.status,
  };
}

/** The alert's lines for a refused submit: each message once, in the order of the fields. */
export function validationLines(errors: readonly RJSFValidationError[]): string[] {
  return [...new Set(errors.map((e) => e.message).filter((m): m is string => Boolean(m)))];
}

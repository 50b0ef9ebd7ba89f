import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClubPicker, type ClubChoice } from '../components/club-picker';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';

/**
 * The name of a club known only by its uuid (GET /api/club/info/{id}, which every signed-in role may
 * read), loaded only when the caller does not know it already.
 */
export function useClubName(uuid: string | null | undefined, knownName: string | null | undefined) {
  const lookup = useQuery({
    queryKey: ['clubs', 'name', uuid ?? ''],
    queryFn: async () =>
      (await unwrap(api.GET('/api/club/info/{id}', { params: { path: { id: uuid ?? '' } } }))).data.name,
    enabled: Boolean(uuid) && !knownName,
    staleTime: 10 * 60_000,
  });
  return knownName || lookup.data || '';
}

/**
 * The club a `club-select` shows: the one picked here, or the prefilled one under the name the page
 * passes as `ui:options.clubName` or the lookup found; none while the value is empty.
 */
export function shownClub(value: unknown, picked: ClubChoice | null, name: string): ClubChoice | null {
  if (typeof value !== 'string' || value === '') return null;
  if (picked?.uuid === value) return picked;
  return { uuid: value, name };
}

/**
 * `ui:widget: 'club-select'`: the searchable club list of the ClubPicker (clubs the role may reach,
 * searched on the server), answering the chosen club's uuid. A prefilled club shows its
 * `ui:options.clubName`, or the name looked up by its uuid.
 */
export function ClubSelect(props: WidgetProps) {
  const { value, label, options, disabled, readonly, onChange } = props;
  const [picked, setPicked] = useState<ClubChoice | null>(null);
  const uuid = typeof value === 'string' && value !== picked?.uuid ? value : null;
  const name = useClubName(uuid, typeof options.clubName === 'string' ? options.clubName : null);
  return (
    <ClubPicker
      value={shownClub(value, picked, name)}
      label={label || undefined}
      disabled={disabled || readonly}
      onChange={(club) => {
        setPicked(club);
        onChange(club.uuid);
      }}
    />
  );
}

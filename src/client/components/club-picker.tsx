import { Intent, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useT } from '../i18n/translator';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { componentsMessages } from './messages';

/** A club as the picker offers it. */
export interface ClubChoice {
  uuid: string;
  name: string;
}

/** Props of the club picker. */
export interface ClubPickerProps {
  /** The chosen club, if any. */
  value: ClubChoice | null;
  /** Called with the club the user picks. */
  onChange: (club: ClubChoice) => void;
  /** Accessible name; 'Club', translated, by default. */
  label?: string;
  /** True to stop changes (club officers are bound to their club). */
  disabled?: boolean;
  /**
   * Where it searches: a region's uuid (or a project's, for its region) searches that region's
   * clubs (GET api/service-project/{id}/region-clubs); without, every club the role reaches (GET
   * api/user/role/club-list).
   */
  within?: string;
  /** The input's id, for a label's `htmlFor`. */
  id?: string;
  /** True to show the choice as wanting (missing or refused). */
  invalid?: boolean;
  /** The id of the text that says what is wrong, for `aria-describedby`. */
  describedBy?: string;
}

/** The clubs matching a search: of a region (or a project's region), else every club the role reaches. */
async function searchClubs(search: string, within: string | undefined): Promise<ClubChoice[]> {
  if (within) {
    const path = { id: within, search };
    return (await unwrap(api.GET('/api/service-project/{id}/region-clubs/se={search}', { params: { path } })))
      .data;
  }
  return (await unwrap(api.GET('/api/user/role/club-list/se={search}', { params: { path: { search } } })))
    .data;
}

const renderClub: ItemRenderer<ClubChoice> = (club, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={club.uuid}
      text={club.name}
      active={modifiers.active}
      roleStructure="listoption"
      onClick={handleClick}
      onFocus={handleFocus}
    />
  ) : null;

/**
 * A searchable club list for roles that may act for any club: the server searches (debounced
 * 500 ms) and answers only the clubs the role may reach, or a region's (`within`).
 */
export function ClubPicker({
  value,
  onChange,
  label,
  disabled,
  within,
  id,
  invalid,
  describedBy,
}: ClubPickerProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query);
  const clubs = useQuery({
    queryKey: ['club-picker', within ?? null, search],
    queryFn: () => searchClubs(search, within),
  });
  return (
    <Suggest<ClubChoice>
      items={clubs.data ?? []}
      selectedItem={value}
      itemRenderer={renderClub}
      inputValueRenderer={(club) => club.name}
      itemsEqual={(a, b) => a.uuid === b.uuid}
      onItemSelect={onChange}
      query={query}
      onQueryChange={setQuery}
      disabled={disabled}
      noResults={
        <MenuItem
          disabled
          text={clubs.isLoading ? t(componentsMessages.loading) : t(componentsMessages.noClubsFound)}
          roleStructure="listoption"
        />
      }
      inputProps={{
        id,
        intent: invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        'aria-label': label ?? t(componentsMessages.club),
        placeholder: t(componentsMessages.searchClub),
        leftIcon: 'office',
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      resetOnClose
      fill
    />
  );
}

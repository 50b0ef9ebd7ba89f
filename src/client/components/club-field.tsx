import { InputGroup } from '@blueprintjs/core';
import { ClubPicker, type ClubChoice } from './club-picker';

/** Props of a screen's club field (Monthly Tasks, Reports). */
export interface ClubFieldProps {
  /** The club acted for, if any. */
  club: ClubChoice | null;
  /** True for the club officer roles, bound to their own club. */
  fixed: boolean;
  /** Called with the club a district role picks. */
  onChange: (club: ClubChoice) => void;
  /** Accessible name; give another where a screen has two club fields. Defaults to 'Club'. */
  label?: string;
}

/**
 * The club a screen is about: a club officer's own club, read-only (a searchable list would offer
 * nothing else, and the server answers no other), or the searchable picker for every other role.
 */
export function ClubField({ club, fixed, onChange, label = 'Club' }: ClubFieldProps) {
  if (fixed) {
    return (
      <InputGroup
        aria-label={label}
        leftIcon="office"
        value={club?.name ?? ''}
        placeholder="No club"
        readOnly
        fill
      />
    );
  }
  return <ClubPicker value={club} onChange={onChange} label={label} />;
}

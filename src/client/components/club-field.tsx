import { InputGroup } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { ClubPicker, type ClubChoice } from './club-picker';
import { componentsMessages } from './messages';

/** Props of a screen's club field (Monthly Tasks, Reports). */
export interface ClubFieldProps {
  /** The club acted for, if any. */
  club: ClubChoice | null;
  /** True for the club officer roles, bound to their own club. */
  fixed: boolean;
  /** Called with the club a district role picks. */
  onChange: (club: ClubChoice) => void;
  /** Accessible name; give another where a screen has two club fields. Defaults to 'Club', translated. */
  label?: string;
}

/**
 * The club a screen is about: a club officer's own club, read-only (a searchable list would offer
 * nothing else, and the server answers no other), or the searchable picker for every other role.
 */
export function ClubField({ club, fixed, onChange, label }: ClubFieldProps) {
  const t = useT();
  if (fixed) {
    return (
      <InputGroup
        aria-label={label ?? t(componentsMessages.club)}
        leftIcon="office"
        value={club?.name ?? ''}
        placeholder={t(componentsMessages.noClub)}
        readOnly
        fill
      />
    );
  }
  return <ClubPicker value={club} onChange={onChange} label={label} />;
}

import { InputGroup } from '@blueprintjs/core';
import { ClubPicker, type ClubChoice } from '../../../components/club-picker';

/** Props of the club field of the Monthly Tasks list. */
export interface ClubFieldProps {
  /** The club acted for, if any. */
  club: ClubChoice | null;
  /** True for the club officer roles, bound to their own club. */
  fixed: boolean;
  /** Called with the club a district role picks. */
  onChange: (club: ClubChoice) => void;
}

/**
 * The club whose activities show: a club officer's own club, read-only (a searchable list would
 * offer nothing else and cost a search request), or the searchable picker for every other role.
 */
export function ClubField({ club, fixed, onChange }: ClubFieldProps) {
  if (fixed) {
    return (
      <InputGroup
        aria-label="Club"
        leftIcon="office"
        value={club?.name ?? ''}
        placeholder="No club"
        readOnly
        fill
      />
    );
  }
  return <ClubPicker value={club} onChange={onChange} />;
}

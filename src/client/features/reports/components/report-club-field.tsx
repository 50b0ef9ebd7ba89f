import { InputGroup } from '@blueprintjs/core';
import { ClubPicker, type ClubChoice } from '../../../components/club-picker';

/** Props of the club field of a report. */
export interface ReportClubFieldProps {
  /** The club whose report downloads, if any. */
  club: ClubChoice | null;
  /** True for the club officer roles, bound to their own club. */
  fixed: boolean;
  /** Called with the club a district role picks. */
  onChange: (club: ClubChoice) => void;
}

/**
 * The club of a report: a club officer's own club, read-only (the server would answer no other), or
 * the searchable club picker for every other role.
 */
export function ReportClubField({ club, fixed, onChange }: ReportClubFieldProps) {
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
  return <ClubPicker value={club} onChange={onChange} label="Club" />;
}

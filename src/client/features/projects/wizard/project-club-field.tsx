import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ClubPicker, type ClubChoice } from '../../../components/club-picker';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import type { ClubChooser } from './project-club';

/** The id of the club input, for its label and to bring it into view when it is wanted. */
export const PROJECT_CLUB_INPUT_ID = 'cms-project-club';

/** Props of step 1's Club field. */
export interface ProjectClubFieldProps {
  /** The club: the one chosen for a new project, or a stored project's own. */
  club: ClubChoice | null;
  /** Where the chooser searches; null for a stored project, whose club is shown read-only. */
  chooser: ClubChooser | null;
  /** What is wrong with the choice (missing, or refused by the server), if anything. */
  error: string | null;
  /** Called with the club the user picks. */
  onChange: (club: ClubChoice) => void;
}

/**
 * Step 1's required Club field, for roles not bound to a club (the evaluator, the region offices): a
 * searchable chooser while the project is new, the project's club read-only once it is stored (a
 * project never changes club).
 */
export function ProjectClubField({ club, chooser, error, onChange }: ProjectClubFieldProps) {
  const t = useT();
  const errorId = `${PROJECT_CLUB_INPUT_ID}-error`;
  return (
    <FormGroup
      className="cms-project-club"
      label={t(m.clubField)}
      labelFor={PROJECT_CLUB_INPUT_ID}
      labelInfo={chooser ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        error ? (
          <span id={errorId} className="cms-field-errors" role="alert">
            {error}
          </span>
        ) : chooser ? null : (
          t(m.clubStays)
        )
      }
    >
      {chooser ? (
        <ClubPicker
          id={PROJECT_CLUB_INPUT_ID}
          value={club}
          onChange={onChange}
          label={t(m.clubField)}
          within={chooser.within}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
        />
      ) : (
        <InputGroup id={PROJECT_CLUB_INPUT_ID} leftIcon="office" value={club?.name ?? ''} readOnly fill />
      )}
    </FormGroup>
  );
}

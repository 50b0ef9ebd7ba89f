import committeeSchemaJson from '../../../../../schemas/projects/project-committee/schema.json';
import committeeUiJson from '../../../../../schemas/projects/project-committee/ui-schema.json';
import contributionSchemaJson from '../../../../../schemas/projects/project-contribution/schema.json';
import contributionUiJson from '../../../../../schemas/projects/project-contribution/ui-schema.json';
import documentSchemaJson from '../../../../../schemas/projects/project-document/schema.json';
import documentUiJson from '../../../../../schemas/projects/project-document/ui-schema.json';
import participantsSchemaJson from '../../../../../schemas/projects/project-participants/schema.json';
import participantsUiJson from '../../../../../schemas/projects/project-participants/ui-schema.json';
import { validateFns as committeeFns } from '../../../generated/validators/project-committee';
import { validateFns as contributionFns } from '../../../generated/validators/project-contribution';
import { validateFns as documentFns } from '../../../generated/validators/project-document';
import { validateFns as participantsFns } from '../../../generated/validators/project-participants';
import { stepForm } from './step-form-kit';

// The add forms of steps 2 to 5, which load with those steps (wizard-steps.ts), not with step 1.

/** Step 2: position and member. */
export const COMMITTEE_FORM = stepForm(
  'projects/project-committee',
  committeeSchemaJson,
  committeeUiJson,
  committeeFns,
);

/** Step 3: member and contribution (Rs.). */
export const CONTRIBUTION_FORM = stepForm(
  'projects/project-contribution',
  contributionSchemaJson,
  contributionUiJson,
  contributionFns,
);

/** Step 4: members taking part. */
export const PARTICIPANTS_FORM = stepForm(
  'projects/project-participants',
  participantsSchemaJson,
  participantsUiJson,
  participantsFns,
);

/** Step 5: document type, file and comments. */
export const DOCUMENT_FORM = stepForm(
  'projects/project-document',
  documentSchemaJson,
  documentUiJson,
  documentFns,
);

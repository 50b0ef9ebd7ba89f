import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { governorThemes } from '../../db/schema';
import { addFieldErrors, validationError, type FieldErrors } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import { withoutBlanks } from './blank-fields';
import { checkUploads, refuseNamedFiles, type CheckedUpload } from './project-files';
import type { ProjectForms, Transport } from './project-forms';
import { mayEditProjectType } from './project-rights';
import { treeCounts } from './tree-counts';
import { text } from '../../i18n/text';

/** Step 1 as it arrived: its fields, the uploaded files and how the body was sent. */
export interface InfoSubmission {
  body: Record<string, unknown>;
  uploads: readonly UploadedFile[];
  transport: Transport;
}

/** Step 1's values as the project row stores them (files apart). */
export interface InfoValues {
  projectTitle: string;
  projectType: string;
  governorThemeId: number;
  venue: string;
  date: string;
  totalProjectCost: number;
  directBeneficiaries: number;
  indirectBeneficiaries: number;
  largeTree: number;
  smallTree: number;
  /** Optional (issue 14): null clears it, so an officer can take back a number entered by mistake. */
  volunteerHours: number | null;
  fundsRaised: number | null;
  description: string;
}

/**
 * Checks step 1 before anything is written: each file by its bytes, the fields against the form's
 * schema (the browser's own), the type against what the role may edit, and the theme against the
 * district's list. `kept` names the file slots a project already fills (an update without a new
 * file keeps its file). Any error answers 422 with every message; otherwise the values to store,
 * under the theme rule, and the files to store.
 */
export async function checkInfo(
  db: Db,
  forms: ProjectForms,
  role: string | null | undefined,
  submission: InfoSubmission,
  kept: readonly string[],
): Promise<{ values: InfoValues; checked: CheckedUpload[] }> {
  const rules = forms.fileRules('project-info');
  const errors: FieldErrors = {};
  const fields = withoutBlanks(submission.body);
  refuseNamedFiles(rules, fields, submission.transport, errors);
  for (const slot of kept) fields[slot] = 'stored';
  const checked = await checkUploads(rules, submission.uploads, fields, errors);
  // A file's own error (type, size) says more than the schema's about the same slot.
  const schemaErrors = forms.check('project-info', fields, submission.transport);
  for (const [field, messages] of Object.entries(schemaErrors)) addFieldErrors(errors, field, messages);

  if (typeof fields.project_type === 'string' && !errors.project_type) {
    if (!mayEditProjectType(role, fields.project_type)) {
      addFieldErrors(errors, 'project_type', [text('projects.projectTypeInvalid')]);
    }
  }
  let theme: { id: number; themeKey: string } | undefined;
  if (typeof fields.governor_theme_id === 'string' && !errors.governor_theme_id) {
    [theme] = await db
      .select({ id: governorThemes.id, themeKey: governorThemes.themeKey })
      .from(governorThemes)
      .where(eq(governorThemes.uuid, fields.governor_theme_id));
    if (!theme) addFieldErrors(errors, 'governor_theme_id', [text('projects.governorThemeInvalid')]);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const number = (field: string) => fields[field] as number;
  return {
    values: {
      projectTitle: (fields.project_title as string).trim(),
      projectType: fields.project_type as string,
      governorThemeId: theme!.id,
      venue: (fields.venue as string).trim(),
      date: fields.date as string,
      totalProjectCost: number('total_project_cost'),
      directBeneficiaries: number('direct_beneficiaries'),
      indirectBeneficiaries: number('indirect_beneficiaries'),
      ...treeCounts(
        theme!.themeKey,
        fields.large_tree as number | undefined,
        fields.small_tree as number | undefined,
      ),
      volunteerHours: (fields.volunteer_hours as number | undefined) ?? null,
      fundsRaised: (fields.funds_raised as number | undefined) ?? null,
      description: fields.description as string,
    },
    checked,
  };
}

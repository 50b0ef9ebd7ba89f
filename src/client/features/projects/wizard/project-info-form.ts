import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaJson from '../../../../../schemas/projects/project-info/schema.json';
import uiSchemaJson from '../../../../../schemas/projects/project-info/ui-schema.json';
import type { components } from '../../../../shared/api/openapi';
import { isRegionProjectType } from '../../../../shared/machines';
import { can } from '../../../../shared/policy';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns } from '../../../generated/validators/project-info';
import type { ProjectInfoPayload } from '../api/use-save-project-info';
import { withoutDescriptions } from './step-form-kit';

/** A project as GET {id}/info answers it. */
export type ProjectDetail = components['schemas']['ProjectDetail'];

/** A project type: SP, MP, GP, CP, RP, JRP. */
export type ProjectType = components['schemas']['ProjectType'];

/** Step 1's schema folder, whose overlay translates its form. */
export const PROJECT_INFO_FOLDER = 'projects/project-info';

/** Step 1's schema (schemas/projects/project-info). */
export const projectInfoSchema = schemaJson as RJSFSchema;

/** Its precompiled validator. */
export const projectInfoValidator = precompiledValidator(validateFns, projectInfoSchema);

/** What step 1's form holds (empty fields are absent; the file slots hold the file's name). */
export interface ProjectInfoFormData {
  project_title?: string;
  project_type?: ProjectType;
  governor_theme_id?: string;
  venue?: string;
  date?: string;
  total_project_cost?: number;
  direct_beneficiaries?: number;
  indirect_beneficiaries?: number;
  large_tree?: number;
  small_tree?: number;
  /** Optional (issue 14): for the MyLion service export. */
  volunteer_hours?: number;
  funds_raised?: number;
  description?: string;
  billing_proof?: string;
  int_report_screenshot?: string;
}

/** The file slots of step 1: sent only when a file is chosen now (else the stored one is kept). */
export const PROJECT_FILE_SLOTS = ['billing_proof', 'int_report_screenshot'] as const;

/** Every project type, in the schema's order. */
export const PROJECT_TYPES: readonly ProjectType[] = ['SP', 'MP', 'GP', 'CP', 'RP', 'JRP'];

/**
 * The types the role may give a project (the lead's decision 4): region projects (RP, JRP) need
 * project.editRegional, the others project.editAny.
 */
export function settableProjectTypes(role: string | null): ProjectType[] {
  return PROJECT_TYPES.filter((type) =>
    can(role, isRegionProjectType(type) ? 'project.editRegional' : 'project.editAny'),
  );
}

/** The role may edit a project of this type (a project without a type: any type it may set). */
export function mayEditProjectType(role: string | null, type: string | null): boolean {
  if (type === null) return settableProjectTypes(role).length > 0;
  return can(role, isRegionProjectType(type) ? 'project.editRegional' : 'project.editAny');
}

/** The fields the ui-schema shows for one theme only (`ui:options.showForTheme`), with that theme's key. */
function themeFields(): Array<[string, string]> {
  return Object.entries(uiSchemaJson as Record<string, unknown>).flatMap(([field, ui]) => {
    const options = (ui as { 'ui:options'?: { showForTheme?: unknown } } | null)?.['ui:options'];
    return typeof options?.showForTheme === 'string'
      ? [[field, options.showForTheme] as [string, string]]
      : [];
  });
}

/**
 * Step 1's ui-schema for the chosen theme and the role: the theme rule (spec 3 section 4) hides the
 * counts of other themes (reforestation shows Large Trees, gardening_farming Small Trees); the types
 * the role may not set are disabled in the type select.
 */
export function projectInfoUiSchema(themeKey: string | null, role: string | null): UiSchema {
  const ui = withoutDescriptions(structuredClone(uiSchemaJson) as UiSchema);
  for (const [field, theme] of themeFields()) {
    if (theme !== themeKey) ui[field] = { ...ui[field], 'ui:widget': 'hidden' };
  }
  const settable = settableProjectTypes(role);
  ui.project_type = {
    ...ui.project_type,
    'ui:enumDisabled': PROJECT_TYPES.filter((type) => !settable.includes(type)),
  };
  return ui;
}

/** The name a stored file shows under in its slot (a PDF stays a PDF; images are kept as JPEG). */
function storedFileName(slot: string, kind: string | null): string | undefined {
  if (kind === null) return undefined;
  return `saved-${slot.replace(/_/g, '-')}.${kind === 'pdf' ? 'pdf' : 'jpg'}`;
}

/**
 * The form's values for a stored project; its files show as saved names, so the required slots are
 * filled and nothing is re-sent unless the officer chooses another file. Null fields stay empty.
 */
export function projectInfoFormData(detail: ProjectDetail): ProjectInfoFormData {
  const data: ProjectInfoFormData = {
    project_title: detail.project_title ?? undefined,
    project_type: detail.project_type ?? undefined,
    governor_theme_id: detail.governor_theme_id ?? undefined,
    venue: detail.venue ?? undefined,
    date: detail.date ?? undefined,
    total_project_cost: detail.total_project_cost ?? undefined,
    direct_beneficiaries: detail.direct_beneficiaries ?? undefined,
    indirect_beneficiaries: detail.indirect_beneficiaries ?? undefined,
    large_tree: detail.large_tree,
    small_tree: detail.small_tree,
    volunteer_hours: detail.volunteer_hours ?? undefined,
    funds_raised: detail.funds_raised ?? undefined,
    description: detail.description ?? undefined,
    billing_proof: storedFileName('billing_proof', detail.billing_proof_path),
    int_report_screenshot: storedFileName('int_report_screenshot', detail.int_report_screenshot_path),
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as ProjectInfoFormData;
}

/**
 * What step 1 sends: the fields with the theme rule applied (a count another theme shows is 0), and
 * the files chosen now.
 */
export function projectInfoPayload(
  data: ProjectInfoFormData,
  themeKey: string | null,
  files: ReadonlyMap<string, File>,
): ProjectInfoPayload {
  const { billing_proof: _proof, int_report_screenshot: _screenshot, ...fields } = data;
  const ruled: Record<string, unknown> = { ...fields };
  for (const [field, theme] of themeFields()) {
    ruled[field] = theme === themeKey ? (ruled[field] ?? 0) : 0;
  }
  const chosen: ProjectInfoPayload['files'] = {};
  for (const slot of PROJECT_FILE_SLOTS) {
    const file = files.get(slot);
    if (file) chosen[slot] = file;
  }
  return { fields: ruled as ProjectInfoPayload['fields'], files: chosen };
}

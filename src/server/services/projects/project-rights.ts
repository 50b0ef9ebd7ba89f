import { isRegionProjectType, projectTransition } from '../../../shared/machines';
import { can } from '../../../shared/policy';
import { conflict, forbidden } from '../errors';
import { text } from '../../i18n/text';
import { reasonText } from '../../i18n/reason-text';

/**
 * True when the role may set or edit a project of this type (spec 3 section 6): the region types RP
 * and JRP by the region roles and the evaluator (project.editRegional), every other type by the club
 * roles and the evaluator (project.editAny). A project without a type yet counts as a club type.
 */
export function mayEditProjectType(role: string | null | undefined, projectType: string | null): boolean {
  return isRegionProjectType(projectType) ? can(role, 'project.editRegional') : can(role, 'project.editAny');
}

/** Refuses (409, with the machine's sentence) a change to a project past its drafts (PROCESSING, PENDING). */
function assertDraft(project: { status: string; projectType: string | null }): void {
  const move = projectTransition(project.status, project.projectType, { type: 'project.edit' });
  if (!move.ok) throw conflict(reasonText(move.reason));
}

/**
 * Refuses a wizard change the role or the status does not allow: a type the role may not edit is
 * 403, a project past its drafts is 409 with the machine's sentence.
 */
export function assertEditable(
  role: string | null | undefined,
  project: { status: string; projectType: string | null },
): void {
  if (!mayEditProjectType(role, project.projectType)) {
    throw forbidden(text('projects.mayNotEditType'));
  }
  assertDraft(project);
}

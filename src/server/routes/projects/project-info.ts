import { createProject, updateProjectInfo } from '../../services/projects/project-info';
import type { OperationHandler } from '../types';
import { saved, wizardBody, wizardContext } from './wizard-context';

/** The file slots of step 1. */
const INFO_FILES = new Set(['billing_proof', 'int_report_screenshot']);

/** POST /api/service-project/info/save: creates a project of the club acted for from step 1. */
export const projectInfoSave: OperationHandler = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  const project = await createProject(deps, actor, caller, await wizardBody(request, INFO_FILES));
  return saved(request, { uuid: project.uuid });
};

/** POST /api/service-project/{id}/update-info: saves step 1 of a draft. */
export const projectInfoUpdate: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  const body = await wizardBody(request, INFO_FILES);
  const project = await updateProjectInfo(deps, actor, caller, request.params.id, body);
  return saved(request, { uuid: project.uuid });
};

import type { OperationHandler } from '../types';
import { projectCommitteeList, projectCommitteeSave } from './project-committee';
import {
  projectContributionList,
  projectContributionSave,
  projectContributionUpdate,
} from './project-contributions';
import { projectDelete, projectDocumentDelete, projectTypedDelete } from './project-deletes';
import { projectDocumentUpload } from './project-documents';
import { projectInfoSave, projectInfoUpdate } from './project-info';
import { projectParticipantList, projectParticipantSave } from './project-participants';
import { projectInfo, projectList, projectRegionClubs } from './project-read';

/** The handlers of the project wizard's operations (spec 3 section 7), by operationId. */
export const PROJECT_HANDLERS: Record<string, OperationHandler<never>> = {
  projectList,
  projectInfo,
  projectInfoSave,
  projectInfoUpdate,
  projectCommitteeSave,
  projectCommitteeList,
  projectContributionSave,
  projectContributionList,
  projectParticipantSave,
  projectParticipantList,
  projectDocumentUpload,
  projectDocumentDelete,
  projectDelete,
  projectTypedDelete,
  projectContributionUpdate,
  projectRegionClubs,
};

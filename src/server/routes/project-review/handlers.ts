import type { OperationHandler } from '../types';
import { projectMylionReport } from './mylion-report';
import { projectPointAdjust, projectPointCalculate, projectPointStatus } from './project-points';
import { projectClubReport, projectThemeReport } from './project-reports';
import {
  projectApproveCheck,
  projectApproveUpdate,
  projectSendBack,
  projectSubmit,
} from './review-decisions';
import { projectReviewQueue } from './review-queue';

/** The handlers of the project review, points and report operations (spec 3 section 7), by operationId. */
export const PROJECT_REVIEW_HANDLERS: Record<string, OperationHandler<never>> = {
  projectSubmit,
  projectSendBack,
  projectApproveUpdate,
  projectApproveCheck,
  projectPointStatus,
  projectPointCalculate,
  projectPointAdjust,
  projectReviewQueue,
  projectThemeReport,
  projectClubReport,
  projectMylionReport,
};

import { PROJECT_REASONS } from '../../../shared/machines/project-review-machine';
import { defineServerTexts } from '../define-server-texts';

/**
 * The refusals of the project review machine (src/shared/machines: PROJECT_REASONS), whose
 * English they are; reason-text.ts finds their keys.
 */
export const projectReviewTexts = defineServerTexts(PROJECT_REASONS);

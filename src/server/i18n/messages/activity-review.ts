import { ACTIVITY_REASONS } from '../../../shared/machines/activity-review-machine';
import { defineServerTexts } from '../define-server-texts';

/**
 * The refusals of the activity review machine (src/shared/machines: ACTIVITY_REASONS), whose
 * English they are; reason-text.ts finds their keys.
 */
export const activityReviewTexts = defineServerTexts(ACTIVITY_REASONS);

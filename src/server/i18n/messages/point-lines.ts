import { LINE_REASONS } from '../../../shared/machines/point-line-machine';
import { defineServerTexts } from '../define-server-texts';

/**
 * The refusals of the point-line machine (src/shared/machines: LINE_REASONS), whose English
 * they are; reason-text.ts finds their keys.
 */
export const pointLineTexts = defineServerTexts(LINE_REASONS);

import {
  isProjectStatus,
  PROJECT_STATUS_LABELS,
  REVIEW_LEVEL_NAMES,
  type ProjectStatus,
  type ReviewLevel,
} from '../../../shared/machines';
import type { MessageDescriptor, Translate } from '../../i18n/messages';
import { officeNameIn } from '../../i18n/role-names';
import { projectMessages as m } from './messages';

// The shared code (which the server reads too) keeps these words in English; the screens show them
// in the reader's language, picked by code (the offices' names are the app's, in i18n/role-names). A code without a message falls back to the shared
// English words, and a value the shared code does not know shows as it came.

/** The words of each status (PROJECT_STATUS_LABELS). */
const STATUS_MESSAGES: Readonly<Partial<Record<ProjectStatus, MessageDescriptor>>> = {
  PROCESSING: m.statusProcessing,
  PENDING: m.statusPending,
  SUBMITTED: m.statusSubmitted,
  PROJECT_CHAIRMAN_REVIEW: m.statusChairmanReviewed,
  CLUB_PRESIDENT_SECRETARY_REVIEW: m.statusClubReviewed,
  ZONE_CHAIRPERSON_REVIEW: m.statusZoneReviewed,
  REGION_CPE_CHAIRPERSON_REVIEW: m.statusRegionReviewed,
  REGION_GST_REVIEW: m.statusRegionGstReviewed,
  APPROVED: m.statusApproved,
};

/** The name of each review level (REVIEW_LEVEL_NAMES). */
const LEVEL_MESSAGES: Readonly<Partial<Record<ReviewLevel, MessageDescriptor>>> = {
  PROJECT_CHAIRMAN: m.levelProjectChairman,
  CLUB_PRESIDENT_SECRETARY: m.levelClubPresidentSecretary,
  ZONE_CHAIRPERSON: m.levelZoneChairperson,
  REGION_CPE_CHAIRPERSON: m.levelRegionCpeChairperson,
  REGION_GST: m.levelRegionGst,
  CLUBS_PERFORMANCE_EVALUATION: m.levelEvaluation,
};

/** The words of each project type (the step 1 schema's titles). */
const TYPE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  SP: m.typeSpecial,
  MP: m.typeMega,
  GP: m.typeGeneral,
  CP: m.typeContinuous,
  RP: m.typeRegion,
  JRP: m.typeJointRegions,
};

/** A project status as the screens show it ('Zone Chairperson Reviewed'); an unknown value as it came. */
export function projectStatusLabel(t: Translate, status: string): string {
  if (!isProjectStatus(status)) return status;
  const message = STATUS_MESSAGES[status];
  return message ? t(message) : PROJECT_STATUS_LABELS[status];
}

/** A review level's name ('Zone Chairperson'). */
export function reviewLevelName(t: Translate, level: ReviewLevel): string {
  const message = LEVEL_MESSAGES[level];
  return message ? t(message) : REVIEW_LEVEL_NAMES[level];
}

/** A project type's words ('General'), or null for a code without a message. */
export function projectTypeWords(t: Translate, type: string): string | null {
  const message = Object.hasOwn(TYPE_MESSAGES, type) ? TYPE_MESSAGES[type] : undefined;
  return message ? t(message) : null;
}

/**
 * A project type's words as the points definition names it ('Joint regions', schemas/projects/
 * points.json's type_name) in the reader's language; words it does not know stay as they came.
 */
export function projectTypeNameWords(t: Translate, words: string): string {
  const wanted = words.trim().toLowerCase();
  const message = Object.values(TYPE_MESSAGES).find((type) => type.defaultMessage.toLowerCase() === wanted);
  return message ? t(message) : words;
}

/** An office's name, from its code or its English name; an unknown one as it came. */
export function officeName(t: Translate, codeOrName: string): string {
  return officeNameIn(t, codeOrName);
}

/**
 * The words for the role a change was made in: a review level's name, or an office's (the project
 * chairman acts as a member of the committee, not in an office). Empty for none.
 */
export function actingRoleWords(t: Translate, role: string | null): string {
  if (!role) return '';
  return role in REVIEW_LEVEL_NAMES ? reviewLevelName(t, role as ReviewLevel) : officeName(t, role);
}

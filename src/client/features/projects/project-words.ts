import {
  isProjectStatus,
  PROJECT_STATUS_LABELS,
  REVIEW_LEVEL_NAMES,
  type ProjectStatus,
  type ReviewLevel,
} from '../../../shared/machines';
import { roleName } from '../../../shared/policy';
import type { MessageDescriptor, Translate } from '../../i18n/messages';
import { projectMessages as m } from './messages';

// The shared code (which the server reads too) keeps these words in English; the screens show them
// in the reader's language, picked by code. A code without a message falls back to the shared
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

/**
 * The offices' names, found by their English name (roleName's answer): role codes are the policy's
 * to write out, and a document's 'added by' arrives as the name already.
 */
const ROLE_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map(
  [
    m.roleClubPresident,
    m.roleClubSecretary,
    m.roleClubTreasurer,
    m.roleClubAdministrator,
    m.roleClubGstCoordinator,
    m.roleClubMember,
    m.roleZoneChairperson,
    m.roleRegionChairperson,
    m.roleRegionSecretary,
    m.roleRegionCpeCoordinator,
    m.roleRegionGstCoordinator,
    m.roleRegionGmtCoordinator,
    m.roleRegionGetCoordinator,
    m.roleClubsPerformanceEvaluation,
    m.roleDistrictGovernor,
    m.roleFirstViceDistrictGovernor,
    m.roleSecondViceDistrictGovernor,
    m.rolePastDistrictGovernor,
    m.roleCabinetSecretary,
    m.roleCabinetTreasurer,
    m.roleDistrictGmtCoordinator,
    m.roleDistrictGatCoordinator,
    m.roleDistrictGltCoordinator,
    m.roleDistrictGstCoordinator,
    m.roleDistrictGetCoordinator,
    m.roleDistrictLcifCoordinator,
  ].map((message) => [message.defaultMessage, message]),
);

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

/** An office's name, from its code or its English name; an unknown one as it came. */
export function officeName(t: Translate, codeOrName: string): string {
  const english = roleName(codeOrName);
  const message = ROLE_MESSAGES.get(english);
  return message ? t(message) : english;
}

/**
 * The words for the role a change was made in: a review level's name, or an office's (the project
 * chairman acts as a member of the committee, not in an office). Empty for none.
 */
export function actingRoleWords(t: Translate, role: string | null): string {
  if (!role) return '';
  return role in REVIEW_LEVEL_NAMES ? reviewLevelName(t, role as ReviewLevel) : officeName(t, role);
}

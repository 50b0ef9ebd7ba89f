import { activityDelete, activityDeleteByKey, activityEntryDelete } from './activities/activity-delete';
import { activityDue } from './activities/activity-due';
import { notificationList, notificationRead, notificationReadAll } from './notifications/notification-routes';
import { activityList } from './activities/activity-list';
import { activityCommonShow, activityShow } from './activities/activity-read';
import { activityCommonCreate, activitySubmit } from './activities/activity-submit';
import { activityCommonUpdate, activityUpdate } from './activities/activity-update';
import {
  activityApprove,
  activityApproveOpen,
  activityReject,
  activityUpdatePoints,
} from './review/activity-decisions';
import { activityPointCalculation, activityPointLines } from './review/activity-points';
import { activityDuplicateClaims, projectDuplicateClaims } from './review/duplicate-claims';
import { activityReviewList } from './review/activity-review-list';
import { activityReviewWaiting } from './review/activity-review-waiting';
import { clubCreate, clubUpdate } from './clubs/club-save';
import { clubInfo, clubPoints, userRoleClubList } from './clubs/club-read';
import {
  officeMemberList,
  officeMemberSearch,
  regionChairmenList,
  zoneChairmenList,
} from './lookups/office-members';
import { memberTypeList, officeRoleList } from './lookups/office-roles';
import { regionAllList, regionList, regionZones } from './lookups/regions';
import { governorThemeList, internationalThemeList } from './lookups/themes';
import { memberCreate } from './members/member-create';
import { memberDrop } from './members/member-drop';
import {
  clubMemberSearch,
  memberClubList,
  memberInfo,
  memberSearch,
  projectCommitteeSearch,
} from './members/member-read';
import { memberUpdate, userMemberUpdate } from './members/member-update';
import { activityClubReport, activityReport } from './reports/activity-reports';
import { activityStandings, clubStandingRead } from './reports/standings';
import { activityZoneGrid, activityZoneGridCsv } from './reports/zone-grid';
import { changeLanguage } from './session/change-language';
import { changeSmsReminders } from './session/change-sms-reminders';
import { reminderRuns, reminderSends } from './reminders/reminder-runs';
import { changePassword } from './session/change-password';
import { forgotPassword } from './session/forgot-password';
import { logout } from './session/logout';
import { memberLogin } from './session/member-login';
import { memberProfile } from './session/member-profile';
import { resetPassword } from './session/reset-password';
import { userRoles } from './session/user-roles';
import { fileDownload } from './system/file-download';
import { health } from './system/health';
import { zoneList, zoneInfo } from './zones/zone-list';
import { zoneCreate, zoneUpdate } from './zones/zone-save';
import { PROJECT_REVIEW_HANDLERS } from './project-review/handlers';
import { PROJECT_HANDLERS } from './projects/handlers';
import type { OperationHandler } from './types';

/**
 * The handler of every operation of openapi.yaml, by operationId. The app refuses to start when an
 * operation has no handler here or a handler has no operation.
 */
export const HANDLERS: Record<string, OperationHandler<never>> = {
  // system
  health,
  fileDownload,
  // session
  memberLogin,
  logout,
  forgotPassword,
  resetPassword,
  memberProfile,
  userRoles,
  changePassword,
  changeLanguage,
  changeSmsReminders,
  reminderRuns,
  reminderSends,
  // lookups
  regionList,
  regionAllList,
  regionZones,
  internationalThemeList,
  governorThemeList,
  officeRoleList,
  memberTypeList,
  regionChairmenList,
  zoneChairmenList,
  officeMemberList,
  officeMemberSearch,
  // clubs
  userRoleClubList,
  clubCreate,
  clubUpdate,
  clubInfo,
  clubPoints,
  // zones
  zoneCreate,
  zoneUpdate,
  zoneList,
  zoneInfo,
  // members
  memberSearch,
  clubMemberSearch,
  memberClubList,
  memberInfo,
  memberCreate,
  memberUpdate,
  userMemberUpdate,
  memberDrop,
  projectCommitteeSearch,
  // activities
  activityList,
  activityDue,
  // the bell
  notificationList,
  notificationRead,
  notificationReadAll,
  activitySubmit,
  activityCommonCreate,
  activityShow,
  activityCommonShow,
  activityDelete,
  activityDeleteByKey,
  activityUpdate,
  activityCommonUpdate,
  activityEntryDelete,
  // reports
  activityClubReport,
  activityReport,
  activityZoneGrid,
  activityZoneGridCsv,
  activityStandings,
  clubStanding: clubStandingRead,
  // review
  activityReviewList,
  activityReviewWaiting,
  activityPointCalculation,
  activityPoints: activityPointLines,
  activityDuplicateClaims,
  projectDuplicateClaims,
  activityUpdatePoints,
  activityApprove,
  activityApproveOpen,
  activityReject,
  // service projects
  ...PROJECT_HANDLERS,
  ...PROJECT_REVIEW_HANDLERS,
};

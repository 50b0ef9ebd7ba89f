import type { Role } from '../../../shared/policy/roles';
import { defineMessages, type MessageDescriptor } from '../messages';

/**
 * The name of each office (the policy's ROLE_TABLE, by role code) in the reader's language: the home
 * greeting, the profile menu, the switch-role list, the roles of a profile and a project's history
 * show them. A tiny map: the greeting is drawn with the first load.
 */
export const roleMessages = defineMessages({
  CLUB_PRESIDENT: { id: 'roles.clubPresident', defaultMessage: 'Club President' },
  CLUB_SECRETARY: { id: 'roles.clubSecretary', defaultMessage: 'Club Secretary' },
  CLUB_TREASURER: { id: 'roles.clubTreasurer', defaultMessage: 'Club Treasurer' },
  CLUB_ADMINISTRATOR: { id: 'roles.clubAdministrator', defaultMessage: 'Club Administrator' },
  CLUB_GST_COORDINATOR: { id: 'roles.clubGstCoordinator', defaultMessage: 'Club GST Coordinator' },
  CLUB_MEMBER: { id: 'roles.clubMember', defaultMessage: 'Club Member' },
  ZONE_CHAIRPERSON: { id: 'roles.zoneChairperson', defaultMessage: 'Zone Chairperson' },
  REGION_CHAIRPERSON: { id: 'roles.regionChairperson', defaultMessage: 'Region Chairperson' },
  REGION_SECRETARY: { id: 'roles.regionSecretary', defaultMessage: 'Region Secretary' },
  REGION_CPE_COORDINATOR: { id: 'roles.regionCpeCoordinator', defaultMessage: 'Region CPE Coordinator' },
  REGION_GST_COORDINATOR: { id: 'roles.regionGstCoordinator', defaultMessage: 'Region GST Coordinator' },
  REGION_GMT_COORDINATOR: { id: 'roles.regionGmtCoordinator', defaultMessage: 'Region GMT Coordinator' },
  REGION_GET_COORDINATOR: { id: 'roles.regionGetCoordinator', defaultMessage: 'Region GET Coordinator' },
  CLUBS_PERFORMANCE_EVALUATION: {
    id: 'roles.clubsPerformanceEvaluation',
    defaultMessage: 'Clubs Performance Evaluation',
  },
  DISTRICT_GOVERNOR: { id: 'roles.districtGovernor', defaultMessage: 'District Governor' },
  FIRST_VICE_DISTRICT_GOVERNOR: {
    id: 'roles.firstViceDistrictGovernor',
    defaultMessage: 'First Vice District Governor',
  },
  SECOND_VICE_DISTRICT_GOVERNOR: {
    id: 'roles.secondViceDistrictGovernor',
    defaultMessage: 'Second Vice District Governor',
  },
  PAST_DISTRICT_GOVERNOR: { id: 'roles.pastDistrictGovernor', defaultMessage: 'Past District Governor' },
  CABINET_SECRETARY: { id: 'roles.cabinetSecretary', defaultMessage: 'Cabinet Secretary' },
  CABINET_TREASURER: { id: 'roles.cabinetTreasurer', defaultMessage: 'Cabinet Treasurer' },
  DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR: {
    id: 'roles.districtGmtCoordinator',
    defaultMessage: 'District Global Membership Team Coordinator',
  },
  DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR: {
    id: 'roles.districtGatCoordinator',
    defaultMessage: 'District Global Action Team Coordinator',
  },
  DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR: {
    id: 'roles.districtGltCoordinator',
    defaultMessage: 'District Global Leadership Team Coordinator',
  },
  DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR: {
    id: 'roles.districtGstCoordinator',
    defaultMessage: 'District Global Service Team Coordinator',
  },
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR': {
    id: 'roles.districtGetCoordinator',
    defaultMessage: 'District Global Extension Team (GET) Coordinator',
  },
  DISTRICT_LCIF_COORDINATOR: {
    id: 'roles.districtLcifCoordinator',
    defaultMessage: 'District LCIF Coordinator',
  },
} satisfies Record<Role, MessageDescriptor>);

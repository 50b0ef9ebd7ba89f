import type { FixedMember, Gender, Placement, RoleCode } from './demo-data';
import { ROLE_CODES, roleScope } from './demo-data';

/** The password of every demo login (and of no one else). */
export const DEMO_PASSWORD = 'lions-demo-2026';

/**
 * The e-mail of the demo login for a role: the code lower-cased, underscores and parentheses turned
 * into hyphens, repeated hyphens collapsed, none at either end, at example.org
 * ('DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR' -> 'district-global-extension-team-get-coordinator@example.org').
 */
export function demoLoginEmail(role: string): string {
  const local = role
    .toLowerCase()
    .replace(/[_()]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${local}@example.org`;
}

/** A demo login: a member with a user who has DEMO_PASSWORD and holds `roles` this Lions year. */
export interface DemoLogin extends FixedMember {
  /** The role it demonstrates, or 'MULTI_ROLE' for the login holding two roles. */
  key: RoleCode | 'MULTI_ROLE';
}

// Realistic names for the demo logins, in the order of ROLE_CODES.
const NAMES: Record<
  RoleCode,
  readonly [title: string, displayName: string, fullName: string, gender: Gender]
> = {
  CLUB_PRESIDENT: ['Mr', 'Ruwan Perera', 'Hettiarachchige Don Ruwan Kumara Perera', 'Male'],
  CLUB_SECRETARY: ['Mrs', 'Dilani Fernando', 'Warnakulasuriya Dilani Priyadarshani Fernando', 'Female'],
  CLUB_TREASURER: ['Mr', 'Rizwan Marikar', 'Mohamed Rizwan Marikar', 'Male'],
  CLUB_ADMINISTRATOR: ['Ms', 'Kavitha Rajaratnam', 'Kavitha Sinnathamby Rajaratnam', 'Female'],
  CLUB_GST_COORDINATOR: ['Mr', 'Christopher Ondaatje', 'Christopher Anthony Ondaatje', 'Male'],
  CLUB_MEMBER: ['Miss', 'Sanduni Jayasinghe', 'Sanduni Nilmini Jayasinghe', 'Female'],
  ZONE_CHAIRPERSON: [
    'Mr',
    'Chaminda Wickramasinghe',
    'Wijesinghe Mudiyanselage Chaminda Wickramasinghe',
    'Male',
  ],
  REGION_CHAIRPERSON: ['Dr', 'Nadeeka Gunawardena', 'Nadeeka Kumari Gunawardena', 'Female'],
  REGION_SECRETARY: ['Mr', 'Suresh Sivanesan', 'Suresh Kandasamy Sivanesan', 'Male'],
  REGION_CPE_COORDINATOR: ['Mrs', 'Rizna Cassim', 'Fathima Rizna Cassim', 'Female'],
  REGION_GST_COORDINATOR: ['Mr', 'Asanka Dissanayake', 'Asanka Sampath Dissanayake', 'Male'],
  REGION_GMT_COORDINATOR: ['Mrs', 'Chamari Senanayake', 'Chamari Malkanthi Senanayake', 'Female'],
  REGION_GET_COORDINATOR: ['Mr', 'Trevor Jansz', 'Trevor John Jansz', 'Male'],
  CLUBS_PERFORMANCE_EVALUATION: ['Mr', 'Lalith Ratnayake', 'Ranasinghe Arachchige Lalith Ratnayake', 'Male'],
  DISTRICT_GOVERNOR: ['Dr', 'Mahinda Jayawardena', 'Mahinda Chandana Jayawardena', 'Male'],
  FIRST_VICE_DISTRICT_GOVERNOR: ['Mrs', 'Shiromi Karunaratne', 'Shiromi Damayanthi Karunaratne', 'Female'],
  SECOND_VICE_DISTRICT_GOVERNOR: ['Mr', 'Thevarajah Navaratnam', 'Thevarajah Velupillai Navaratnam', 'Male'],
  PAST_DISTRICT_GOVERNOR: ['Prof', 'Sunil Wijesekera', 'Kankanamge Sunil Bandara Wijesekera', 'Male'],
  CABINET_SECRETARY: ['Ms', 'Charmaine de Kretser', 'Charmaine Marie de Kretser', 'Female'],
  CABINET_TREASURER: ['Mr', 'Ashraff Jiffry', 'Mohamed Ashraff Jiffry', 'Male'],
  DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR: ['Mrs', 'Anoma Herath', 'Anoma Chandrani Herath', 'Female'],
  DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR: ['Mr', 'Janaka Mendis', 'Janaka Nishantha Mendis', 'Male'],
  DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR: [
    'Mr',
    'Prakash Selvarajah',
    'Prakash Arumugam Selvarajah',
    'Male',
  ],
  DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR: ['Mrs', 'Gayani Peiris', 'Gayani Lakmali Peiris', 'Female'],
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR': ['Mr', 'Nizam Hameed', 'Mohamed Nizam Hameed', 'Male'],
  DISTRICT_LCIF_COORDINATOR: ['Dr', 'Priyantha Samarasinghe', 'Priyantha Lal Samarasinghe', 'Male'],
};

const placementOf = (role: RoleCode): Placement => {
  switch (roleScope(role)) {
    case 'club':
      return 'demo-club';
    case 'zone':
      return 'demo-zone';
    case 'region':
      return 'demo-region';
    default:
      return 'district';
  }
};

// Mobiles 700000001 upwards and international ids 3061001 upwards, in order, so each is distinct
// and easy to type at the login screen.
const login = (
  index: number,
  key: DemoLogin['key'],
  email: string,
  roles: readonly RoleCode[],
  placement: Placement,
  name: (typeof NAMES)[RoleCode],
): DemoLogin => ({
  key,
  title: name[0],
  displayName: name[1],
  fullName: name[2],
  gender: name[3],
  internationalId: String(3_061_001 + index),
  email,
  mobile: String(700_000_001 + index),
  roles,
  placement,
});

/**
 * One demo login per office role (26, the club-level ones all in the first club of the seed), plus
 * multi-role@example.org: president of the second club and chairperson of that club's zone.
 */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  ...ROLE_CODES.map((role, index) =>
    login(index, role, demoLoginEmail(role), [role], placementOf(role), NAMES[role]),
  ),
  login(
    ROLE_CODES.length,
    'MULTI_ROLE',
    'multi-role@example.org',
    ['CLUB_PRESIDENT', 'ZONE_CHAIRPERSON'],
    'second-club',
    ['Mr', 'Imran Hussain', 'Mohamed Imran Hussain', 'Male'],
  ),
];

import { ROLE_TABLE, ROLES, roleScope, type Role, type RoleScope } from '../../../shared/policy/roles';
import type { LionsYear } from '../../../shared/time/lions-year';
import { lionsYearOf } from '../../../shared/time/lions-year';

// Pure data and deterministic generators for the demo district. No I/O here: seed-demo.ts turns the
// plan into rows. Everything random comes from one seeded PRNG so two runs with the same inputs
// produce the same district (and a failing test can be reproduced).

/** The demo district (code and name as Lions Clubs International writes them). */
export const DEMO_DISTRICT = { code: '306A1', name: 'Lions Clubs International District 306 A1' } as const;

/** Regions of the demo district, in order. */
export const DEMO_REGIONS: readonly string[] = ['Region 1', 'Region 2', 'Region 3'];

/** A zone of the demo district and the index of its region in DEMO_REGIONS. */
export interface DemoZone {
  name: string;
  region: number;
}

/** Zones of the demo district: three in the Western regions, three inland and south, two north and east. */
export const DEMO_ZONES: readonly DemoZone[] = [
  { name: 'Zone 1', region: 0 },
  { name: 'Zone 2', region: 0 },
  { name: 'Zone 3', region: 0 },
  { name: 'Zone 4', region: 1 },
  { name: 'Zone 5', region: 1 },
  { name: 'Zone 6', region: 1 },
  { name: 'Zone 7', region: 2 },
  { name: 'Zone 8', region: 2 },
];

/** Which name lists a club's members are drawn from, weighted to the area's population. */
export type CommunityMix = 'island' | 'north' | 'east';

/** A club of the demo district: name, zone index, town (for addresses) and landline area code. */
export interface DemoClub {
  name: string;
  zone: number;
  town: string;
  areaCode: string;
  mix: CommunityMix;
}

const club = (
  name: string,
  zone: number,
  town: string,
  areaCode: string,
  mix: CommunityMix = 'island',
): DemoClub => ({
  name: `Lions Club of ${name}`,
  zone,
  town,
  areaCode,
  mix,
});

/** The clubs of the demo district, grouped by zone (four per zone). */
export const DEMO_CLUBS: readonly DemoClub[] = [
  club('Colombo Host', 0, 'Colombo 03', '11'),
  club('Colombo Central', 0, 'Colombo 10', '11'),
  club('Colombo Fort', 0, 'Colombo 01', '11'),
  club('Wellawatte', 0, 'Colombo 06', '11'),
  club('Dehiwala Mount Lavinia', 1, 'Dehiwala', '11'),
  club('Moratuwa', 1, 'Moratuwa', '11'),
  club('Panadura', 1, 'Panadura', '38'),
  club('Kalutara', 1, 'Kalutara', '34'),
  club('Negombo Golden', 2, 'Negombo', '31'),
  club('Wattala', 2, 'Wattala', '11'),
  club('Ja-Ela', 2, 'Ja-Ela', '11'),
  club('Gampaha', 2, 'Gampaha', '33'),
  club('Kandy', 3, 'Kandy', '81'),
  club('Kandy Metro', 3, 'Kandy', '81'),
  club('Peradeniya', 3, 'Peradeniya', '81'),
  club('Matale', 3, 'Matale', '66'),
  club('Galle', 4, 'Galle', '91'),
  club('Matara', 4, 'Matara', '41'),
  club('Hikkaduwa', 4, 'Hikkaduwa', '91'),
  club('Ambalangoda', 4, 'Ambalangoda', '91'),
  club('Kurunegala', 5, 'Kurunegala', '37'),
  club('Chilaw', 5, 'Chilaw', '32'),
  club('Puttalam', 5, 'Puttalam', '32'),
  club('Nuwara Eliya', 5, 'Nuwara Eliya', '52'),
  club('Jaffna', 6, 'Jaffna', '21', 'north'),
  club('Vavuniya', 6, 'Vavuniya', '24', 'north'),
  club('Trincomalee', 6, 'Trincomalee', '26', 'east'),
  club('Batticaloa', 6, 'Batticaloa', '65', 'east'),
  club('Anuradhapura', 7, 'Anuradhapura', '25'),
  club('Polonnaruwa', 7, 'Polonnaruwa', '27'),
  club('Ratnapura', 7, 'Ratnapura', '45'),
  club('Badulla', 7, 'Badulla', '55'),
];

/**
 * The first `count` clubs in seeding order: round-robin over the zones, so even a three-club test
 * district spans three zones (the first club, Colombo Host, stays first).
 */
export function orderClubsForSeed(count: number = DEMO_CLUBS.length): DemoClub[] {
  const byZone = DEMO_ZONES.map((_, zone) => DEMO_CLUBS.filter((c) => c.zone === zone));
  const ordered: DemoClub[] = [];
  for (let round = 0; ordered.length < DEMO_CLUBS.length; round++) {
    for (const clubs of byZone) {
      const next = clubs[round];
      if (next) ordered.push(next);
    }
  }
  return ordered.slice(0, Math.max(0, Math.min(count, ordered.length)));
}

/** Membership categories of Lions Clubs International. */
export const MEMBER_TYPES: readonly string[] = [
  'Active',
  'Life',
  'Associate',
  'Honorary',
  'Affiliate',
  'Privileged',
  'Family',
  'Student',
];

/** Kinds of contact detail a member may record. */
export const CONTACT_TYPES: readonly string[] = [
  'WhatsApp',
  'Viber',
  'Home phone',
  'Office phone',
  'Address',
  'Office address',
];

export type { RoleScope };

/** The 26 offices, from the policy's one role table (code, display name, scope). */
export const OFFICE_ROLES = ROLE_TABLE;

/** One of the 26 office role codes. */
export type RoleCode = Role;

/** The 26 role codes in the spec's order. */
export const ROLE_CODES: readonly RoleCode[] = ROLES;

export { roleScope };

/** The district governor's service themes; theme_key values drive project rules (spec 3). */
export const GOVERNOR_THEMES: readonly { theme: string; themeKey: string }[] = [
  { theme: 'Reforestation', themeKey: 'reforestation' },
  { theme: 'Gardening and Farming', themeKey: 'gardening_farming' },
  { theme: 'Diabetes Awareness and Prevention', themeKey: 'diabetes' },
  { theme: 'Vision', themeKey: 'vision' },
  { theme: 'Hunger Relief', themeKey: 'hunger' },
  { theme: 'Environment', themeKey: 'environment' },
  { theme: 'Childhood Cancer', themeKey: 'childhood_cancer' },
  { theme: 'Youth Development', themeKey: 'youth' },
  { theme: 'Humanitarian Service', themeKey: 'humanitarian' },
  { theme: 'Disaster Relief', themeKey: 'disaster_relief' },
  { theme: 'Blood Donation', themeKey: 'blood_donation' },
];

/** Lions Clubs International's global causes. */
export const INTERNATIONAL_THEMES: readonly string[] = [
  'Diabetes',
  'Vision',
  'Hunger',
  'Environment',
  'Childhood Cancer',
  'Humanitarian',
  'Disaster Relief',
  'Youth',
];

/** Member titles offered by the member forms (spec 1 s3). */
export const TITLES = ['Mr', 'Ms', 'Miss', 'Mrs', 'Dr', 'Prof'] as const;

/** Gender options (spec 1 s3). */
export const GENDERS = ['Male', 'Female', 'Preferred not to say'] as const;

/** One of the gender options. */
export type Gender = (typeof GENDERS)[number];

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** A deterministic source of pseudo-random choices. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One value of weighted entries [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** Seed of the demo district's PRNG (the district number, for want of a better constant). */
export const DEMO_SEED = 3061;

/** A mulberry32 PRNG: tiny, fast and good enough for demo data; not for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Dates (YYYY-MM-DD, calendar arithmetic in UTC so no time zone can shift a day)

const DAY_MS = 86_400_000;
const toDays = (ymd: string): number =>
  Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10)) / DAY_MS;
const fromDays = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** A date between from and to (inclusive), both YYYY-MM-DD; `skew` > 1 leans towards `to`. */
export function randomDate(random: Random, from: string, to: string, skew = 1): string {
  const a = toDays(from);
  const b = toDays(to);
  if (b <= a) return from;
  return fromDays(a + Math.floor(Math.pow(random.next(), 1 / skew) * (b - a + 1)));
}

/** The date `years` calendar years after (negative: before) a YYYY-MM-DD date; 29 Feb becomes 28 Feb. */
export function shiftYears(ymd: string, years: number): string {
  const day = ymd.slice(5) === '02-29' ? '02-28' : ymd.slice(5);
  return `${Number(ymd.slice(0, 4)) + years}-${day}`;
}

// ---------------------------------------------------------------------------------------------
// Names

/** The name traditions the demo members are drawn from. */
export type Community = 'sinhala' | 'tamil' | 'muslim' | 'burgher';

interface NameBank {
  male: readonly string[];
  female: readonly string[];
  maleMiddle: readonly string[];
  femaleMiddle: readonly string[];
  surnames: readonly string[];
}

// prettier-ignore
const SINHALA: NameBank = {
  male: [
    'Nimal', 'Sunil', 'Kamal', 'Ruwan', 'Chaminda', 'Pradeep', 'Asanka', 'Mahinda', 'Lalith', 'Saman',
    'Nuwan', 'Dinesh', 'Tharindu', 'Kasun', 'Chathura', 'Janaka', 'Roshan', 'Upul', 'Anura', 'Sanjeewa',
    'Priyantha', 'Gamini', 'Lasantha', 'Dilshan', 'Ajith', 'Bandula', 'Sarath', 'Rohan', 'Thilina',
    'Hemantha', 'Buddhika', 'Isuru', 'Damith', 'Keerthi', 'Nalin', 'Sisira',
  ],
  female: [
    'Dilani', 'Chamari', 'Nadeeka', 'Sanduni', 'Ishara', 'Kumudini', 'Anoma', 'Shiromi', 'Thilini',
    'Nirmala', 'Samanthi', 'Gayani', 'Hasini', 'Sachini', 'Iresha', 'Niluka', 'Menaka', 'Priyanka',
    'Ruwani', 'Dulani', 'Kanchana', 'Yasodha', 'Malkanthi', 'Chandrika', 'Rasika', 'Harshani', 'Nayomi',
    'Sewwandi',
  ],
  maleMiddle: [
    'Kumara', 'Priyantha', 'Lal', 'Bandara', 'Chandana', 'Sampath', 'Nishantha', 'Pushpa', 'Ranjith',
    'Asela',
  ],
  femaleMiddle: [
    'Kumari', 'Priyadarshani', 'Malkanthi', 'Chandrani', 'Sewwandi', 'Nilmini', 'Damayanthi', 'Lakmali',
  ],
  surnames: [
    'Perera', 'Fernando', 'Silva', 'de Silva', 'Jayasinghe', 'Wickramasinghe', 'Bandara', 'Gunawardena',
    'Dissanayake', 'Senanayake', 'Ratnayake', 'Herath', 'Karunaratne', 'Wijesekera', 'Jayawardena',
    'Rathnayake', 'Weerasinghe', 'Amarasinghe', 'Samarasinghe', 'Gunasekara', 'Ekanayake', 'Liyanage',
    'Wijeratne', 'Abeysekera', 'Mendis', 'Peiris', 'Jayasuriya', 'Dias', 'Ranasinghe', 'Pathirana',
    'Hettiarachchi', 'Kodikara', 'Seneviratne', 'Rajapakse', 'Wanigasekara', 'Munasinghe', 'Kulatunga',
    'Edirisinghe',
  ],
};

// Ancestral ("ge") names that precede Sinhala given names in full names.
const SINHALA_ANCESTRAL = [
  'Hettiarachchige Don',
  'Warnakulasuriya',
  'Kankanamge',
  'Wijesinghe Mudiyanselage',
  'Ranasinghe Arachchige',
  'Kalu Arachchige',
  'Pathirana Vithanage',
  'Liyana Arachchige',
  'Mahawaduge',
];

// prettier-ignore
const TAMIL: NameBank = {
  male: [
    'Rajendran', 'Sivakumar', 'Kumaran', 'Thevarajah', 'Sivapalan', 'Murugan', 'Ganesh', 'Prakash',
    'Suresh', 'Rajesh', 'Arun', 'Vignesh', 'Senthil', 'Balachandran', 'Mahendran', 'Sathiyaseelan',
    'Thiruchelvam', 'Yogarajah', 'Nirmalan', 'Kajan', 'Tharshan', 'Ragavan',
  ],
  female: [
    'Kavitha', 'Lakshmi', 'Meena', 'Tharshini', 'Priya', 'Shanthi', 'Vasanthi', 'Kalaivani', 'Nirosha',
    'Sivaranjani', 'Thenmoli', 'Malar', 'Geetha', 'Anushya', 'Dharshika', 'Kowsalya', 'Mathivathani',
  ],
  // Tamil full names carry the father's given name.
  maleMiddle: [
    'Kanagasabai', 'Sinnathamby', 'Velupillai', 'Ponnuthurai', 'Arumugam', 'Subramaniam', 'Kandasamy',
  ],
  femaleMiddle: [
    'Kanagasabai', 'Sinnathamby', 'Velupillai', 'Ponnuthurai', 'Arumugam', 'Subramaniam', 'Kandasamy',
  ],
  surnames: [
    'Rajaratnam', 'Sivanesan', 'Kanagaratnam', 'Selvarajah', 'Balasubramaniam', 'Navaratnam', 'Ponnambalam',
    'Kandiah', 'Thambiah', 'Sivasubramaniam', 'Mahadevan', 'Nadarajah', 'Jeyaraj', 'Pathmanathan',
    'Vythilingam', 'Shanmugam', 'Thurairajah', 'Sritharan',
  ],
};

// prettier-ignore
const MUSLIM: NameBank = {
  male: [
    'Fazil', 'Rizwan', 'Imran', 'Azeez', 'Faiz', 'Nizam', 'Rishad', 'Ashraff', 'Hisham', 'Ruzaik', 'Naufer',
    'Ilham', 'Safras', 'Farhan', 'Ameer', 'Riyaz',
  ],
  female: [
    'Ayesha', 'Shiyama', 'Rizna', 'Sifana', 'Zahara', 'Nuzrath', 'Fazeena', 'Hafsa', 'Shafna', 'Mariam',
    'Zainab', 'Farzana', 'Rinoza',
  ],
  maleMiddle: ['Mohamed', 'Mohamed', 'Abdul', 'Ahamed'],
  femaleMiddle: ['Fathima', 'Fathima', 'Sithy', 'Ummu'],
  surnames: [
    'Marikar', 'Cassim', 'Hameed', 'Lafir', 'Jiffry', 'Ismail', 'Razak', 'Mohideen', 'Careem', 'Faleel',
    'Nizar', 'Azhar', 'Hussain', 'Saleem', 'Rahuman', 'Ansar', 'Junaid',
  ],
};

// prettier-ignore
const BURGHER: NameBank = {
  male: [
    'Dominic', 'Christopher', 'Brian', 'Ian', 'Russell', 'Clive', 'Mervyn', 'Trevor', 'Derrick', 'Neville',
    'Graham', 'Anton', 'Keith', 'Rodney',
  ],
  female: [
    'Charmaine', 'Michelle', 'Rochelle', 'Sharon', 'Jacqueline', 'Maureen', 'Yvonne', 'Beverly', 'Natasha',
    'Delrene', 'Sonia', 'Marlene',
  ],
  maleMiddle: ['Anthony', 'John', 'Peter', 'Joseph', 'Michael', 'Francis'],
  femaleMiddle: ['Marie', 'Anne', 'Therese', 'Rose', 'Louise', 'Claire'],
  surnames: [
    'Ebert', 'Van Langenberg', 'Ondaatje', 'Jansz', 'Koch', 'Anthonisz', 'Bartholomeusz', 'Loos',
    'de Kretser', 'Vanderwall', 'Toussaint', 'Ludekens', 'Kelaart', 'Collette', 'Schokman', 'Misso',
    'Deutrom', 'Ferdinands',
  ],
};

const NAME_BANKS: Record<Community, NameBank> = {
  sinhala: SINHALA,
  tamil: TAMIL,
  muslim: MUSLIM,
  burgher: BURGHER,
};

const COMMUNITY_WEIGHTS: Record<CommunityMix, readonly (readonly [Community, number])[]> = {
  island: [
    ['sinhala', 70],
    ['tamil', 12],
    ['muslim', 12],
    ['burgher', 6],
  ],
  north: [
    ['tamil', 86],
    ['muslim', 7],
    ['sinhala', 5],
    ['burgher', 2],
  ],
  east: [
    ['tamil', 50],
    ['muslim', 35],
    ['sinhala', 13],
    ['burgher', 2],
  ],
};

/** A generated person's names. */
export interface PersonName {
  community: Community;
  first: string;
  surname: string;
  displayName: string;
  fullName: string;
}

/** A name in the given tradition; `nameGender` picks the male or female given-name list. */
export function generateName(
  random: Random,
  community: Community,
  nameGender: 'Male' | 'Female',
): PersonName {
  const bank = NAME_BANKS[community];
  const male = nameGender === 'Male';
  const first = random.pick(male ? bank.male : bank.female);
  const middle = random.pick(male ? bank.maleMiddle : bank.femaleMiddle);
  const surname = random.pick(bank.surnames);
  const displayName = `${first} ${surname}`;
  let fullName: string;
  switch (community) {
    case 'sinhala':
      fullName = [random.chance(0.35) ? random.pick(SINHALA_ANCESTRAL) : '', first, middle, surname]
        .filter(Boolean)
        .join(' ');
      break;
    case 'muslim':
      // Mohamed / Fathima usually come first in Sri Lankan Muslim full names.
      fullName = `${middle} ${first} ${surname}`;
      break;
    default:
      fullName = `${first} ${middle} ${surname}`;
  }
  return { community, first, surname, displayName, fullName };
}

// ---------------------------------------------------------------------------------------------
// Members

/** A contact detail of a planned member, by contact type name. */
export interface PlannedContact {
  type: string;
  contact: string;
}

/** A member row to insert, with its club as an index into the plan's clubs. */
export interface PlannedMember {
  club: number;
  internationalId: string;
  title: string | null;
  displayName: string;
  fullName: string;
  gender: Gender;
  spouse: string | null;
  suffix: string | null;
  birthDay: string | null;
  memberSince: string;
  memberType: string;
  email: string | null;
  mobile: string;
  /** True for the demo logins, the only members whose user gets a password. */
  demoLogin: boolean;
  contacts: PlannedContact[];
}

/** Where a fixed (demo login) member belongs, relative to the first club of the seed (the demo club). */
export type Placement = 'demo-club' | 'second-club' | 'demo-zone' | 'demo-region' | 'district';

/** A member whose identity is fixed in advance (the demo logins), with the roles they hold this year. */
export interface FixedMember {
  title: string;
  displayName: string;
  fullName: string;
  gender: Gender;
  internationalId: string;
  email: string;
  mobile: string;
  roles: readonly RoleCode[];
  placement: Placement;
}

/** An office role assignment to insert; club, zone and region are plan indices. */
export interface PlannedAssignment {
  member: number;
  role: RoleCode;
  club: number | null;
  zone: number | null;
  region: number | null;
  dateFrom: string;
  dateTo: string;
}

/** Everything the demo seed inserts besides the lookup tables. */
export interface DemoPlan {
  district: typeof DEMO_DISTRICT;
  regions: readonly string[];
  zones: readonly DemoZone[];
  clubs: DemoClub[];
  members: PlannedMember[];
  assignments: PlannedAssignment[];
}

/** Inputs of buildDemoDistrict. */
export interface DemoPlanOptions {
  /** Clubs to seed (at least 2: the multi-role login presides over the second); default all 32. */
  clubs?: number;
  /** Generated members per club, besides the fixed ones; default: 25-31 per club in all (about 900). */
  membersPerClub?: number;
  /** Members fixed in advance (the demo logins). */
  fixedMembers?: readonly FixedMember[];
  /** The Lions year the office roles are held in. */
  year: LionsYear;
  /** Today (YYYY-MM-DD, Asia/Colombo): no member joins after it. */
  today: string;
  /** PRNG seed; default DEMO_SEED. */
  seed?: number;
}

const MOBILE_PREFIXES = ['70', '71', '72', '74', '75', '76', '77', '78'];
const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 60],
  ['yahoo.com', 12],
  ['hotmail.com', 8],
  ['outlook.com', 6],
  ['sltnet.lk', 8],
  ['slt.lk', 3],
  ['dialog.lk', 3],
];
const STREETS = [
  'Galle Road',
  'Temple Road',
  'Station Road',
  'Church Street',
  'Main Street',
  'Hospital Road',
  'Lake Road',
  'School Lane',
  'Kandy Road',
  'Flower Road',
  'Old Road',
  'Market Street',
];
const MEMBER_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Active', 84],
  ['Life', 5],
  ['Associate', 3],
  ['Honorary', 2],
  ['Affiliate', 2],
  ['Family', 3],
  ['Student', 1],
];

/** Keeps generated identifiers unique across the whole district. */
class UniqueValues {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const value of reserved) this.used.add(value);
  }

  /** Draws until the value is new; the draw function must have far more outcomes than calls. */
  draw(make: () => string): string {
    for (;;) {
      const value = make();
      if (!this.used.has(value)) {
        this.used.add(value);
        return value;
      }
    }
  }

  /** The base value, or base with 2, 3... inserted where `withNumber` says. */
  numbered(base: string, withNumber: (n: number) => string): string {
    let value = base;
    for (let n = 2; this.used.has(value); n++) value = withNumber(n);
    this.used.add(value);
    return value;
  }
}

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

const emailLocal = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

interface Generators {
  random: Random;
  ids: UniqueValues;
  mobiles: UniqueValues;
  emails: UniqueValues;
  today: string;
}

function generateMember(g: Generators, clubIndex: number, home: DemoClub): PlannedMember {
  const { random } = g;
  const gender = random.weighted<Gender>([
    ['Male', 62],
    ['Female', 36],
    ['Preferred not to say', 2],
  ]);
  const nameGender = gender === 'Preferred not to say' ? random.pick(['Male', 'Female'] as const) : gender;
  const community = random.weighted(COMMUNITY_WEIGHTS[home.mix]);
  const name = generateName(random, community, nameGender);
  const married = gender !== 'Preferred not to say' && random.chance(0.6);
  const spouseName = married
    ? generateName(random, community, nameGender === 'Male' ? 'Female' : 'Male')
    : null;
  const doctor = random.chance(0.06);
  let title: string | null;
  if (doctor) title = random.chance(0.15) ? 'Prof' : 'Dr';
  else if (gender === 'Male') title = 'Mr';
  else if (gender === 'Female') title = married ? 'Mrs' : random.pick(['Ms', 'Ms', 'Miss']);
  else title = null;

  const birthDay = random.chance(0.65)
    ? randomDate(random, shiftYears(g.today, -76), shiftYears(g.today, -26))
    : null;
  // Lions join as adults; a tenth of the district joined in the last two years (new-member figures).
  const earliest = birthDay ? maxDate(shiftYears(birthDay, 22), '1980-01-01') : '1985-01-01';
  const memberSince = random.chance(0.1)
    ? randomDate(random, shiftYears(g.today, -2), g.today)
    : randomDate(random, earliest, g.today, 1.6);

  const mobile = g.mobiles.draw(() => random.pick(MOBILE_PREFIXES) + digits(random, 7));
  const email = random.chance(0.88) ? makeEmail(g, name) : null;
  const contacts: PlannedContact[] = [];
  if (random.chance(0.3)) contacts.push({ type: 'WhatsApp', contact: `+94${mobile}` });
  if (random.chance(0.12))
    contacts.push({ type: 'Home phone', contact: `0${home.areaCode} ${digits(random, 7)}` });
  if (random.chance(0.08))
    contacts.push({ type: 'Office phone', contact: `0${home.areaCode} ${digits(random, 7)}` });
  if (random.chance(0.2)) {
    contacts.push({
      type: 'Address',
      contact: `No. ${random.int(1, 240)}, ${random.pick(STREETS)}, ${home.town}`,
    });
  }

  return {
    club: clubIndex,
    internationalId: g.ids.draw(() => String(random.int(1_000_000, 9_999_999))),
    title,
    displayName: name.displayName,
    fullName: name.fullName,
    gender,
    spouse: spouseName ? `${spouseName.first} ${name.surname}` : null,
    suffix: random.weighted<string | null>([
      [null, 88],
      ['MJF', 8],
      ['PMJF', 3],
      ['PDG', 1],
    ]),
    birthDay,
    memberSince,
    memberType: random.weighted(MEMBER_TYPE_WEIGHTS),
    email,
    mobile,
    demoLogin: false,
    contacts,
  };
}

function makeEmail(g: Generators, name: PersonName): string {
  const first = emailLocal(name.first);
  const last = emailLocal(name.surname);
  const domain = g.random.weighted(EMAIL_DOMAINS);
  const local = g.random.weighted<string>([
    [`${first}.${last}`, 50],
    [`${first}${last}`, 25],
    [`${first.charAt(0)}${last}`, 15],
    [`${first}.${last}${g.random.int(60, 99)}`, 10],
  ]);
  return g.emails.numbered(`${local}@${domain}`, (n) => `${local}${n}@${domain}`);
}

const maxDate = (a: string, b: string): string => (a > b ? a : b);

function fixedMemberRow(g: Generators, fixed: FixedMember, clubIndex: number): PlannedMember {
  const { random } = g;
  const birthDay = randomDate(random, shiftYears(g.today, -70), shiftYears(g.today, -35));
  return {
    club: clubIndex,
    internationalId: fixed.internationalId,
    title: fixed.title,
    displayName: fixed.displayName,
    fullName: fixed.fullName,
    gender: fixed.gender,
    spouse: null,
    // Office bearers of a district are typically Melvin Jones Fellows.
    suffix: random.chance(0.5) ? 'MJF' : null,
    birthDay,
    memberSince: randomDate(random, maxDate(shiftYears(birthDay, 25), '1990-01-01'), shiftYears(g.today, -3)),
    memberType: 'Active',
    email: fixed.email,
    mobile: fixed.mobile,
    demoLogin: true,
    contacts: [{ type: 'WhatsApp', contact: `+94${fixed.mobile}` }],
  };
}

/** Hands out the members of one group in turn, so one person does not collect every office. */
class Rotation {
  private cursor = 0;

  constructor(private readonly items: readonly number[]) {}

  /** The next item, wrapping round; undefined when the group is empty. */
  next(): number | undefined {
    if (this.items.length === 0) return undefined;
    const item = this.items[this.cursor % this.items.length];
    this.cursor++;
    return item;
  }
}

const CLUB_OFFICERS: readonly RoleCode[] = ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_TREASURER'];
const REGION_ROLES: readonly RoleCode[] = [
  'REGION_CHAIRPERSON',
  'REGION_SECRETARY',
  'REGION_CPE_COORDINATOR',
  'REGION_GST_COORDINATOR',
  'REGION_GMT_COORDINATOR',
  'REGION_GET_COORDINATOR',
];

/**
 * Plans the demo district: regions, zones, the first `clubs` clubs, the fixed members (demo logins)
 * placed and assigned their roles, generated members, and officers for every club, zone and region
 * plus the district cabinet, all for `year`. Offices a fixed member holds are not given to anyone else.
 */
export function buildDemoDistrict(options: DemoPlanOptions): DemoPlan {
  const random = createRandom(options.seed ?? DEMO_SEED);
  const fixedMembers = options.fixedMembers ?? [];
  const clubs = orderClubsForSeed(Math.max(2, options.clubs ?? DEMO_CLUBS.length));
  const g: Generators = {
    random,
    ids: new UniqueValues(fixedMembers.map((f) => f.internationalId)),
    mobiles: new UniqueValues(fixedMembers.map((f) => f.mobile)),
    emails: new UniqueValues(fixedMembers.map((f) => f.email)),
    today: options.today,
  };
  const { year } = options;
  const members: PlannedMember[] = [];
  const assignments: PlannedAssignment[] = [];
  const zoneOf = (clubIndex: number): number => clubs[clubIndex]?.zone ?? 0;
  const regionOf = (clubIndex: number): number => DEMO_ZONES[zoneOf(clubIndex)]?.region ?? 0;
  const clubIndices = clubs.map((_, i) => i);
  const clubsInZone = (zone: number) => clubIndices.filter((c) => zoneOf(c) === zone);
  const clubsInRegion = (region: number) => clubIndices.filter((c) => regionOf(c) === region);
  // Offices held this year, keyed role:scope-index, so generated officers never double them.
  const held = new Set<string>();
  const officeKey = (role: RoleCode, club: number | null, zone: number | null, region: number | null) =>
    `${role}:${club ?? ''}:${zone ?? ''}:${region ?? ''}`;
  const assign = (
    member: number,
    role: RoleCode,
    anchorClub: number,
    from = year.from,
    to = year.to,
  ): void => {
    const scope = roleScope(role);
    const club = scope === 'club' ? anchorClub : null;
    const zone = scope === 'zone' ? zoneOf(anchorClub) : null;
    const region = scope === 'region' ? regionOf(anchorClub) : null;
    if (from === year.from) held.add(officeKey(role, club, zone, region));
    assignments.push({ member, role, club, zone, region, dateFrom: from, dateTo: to });
  };
  const isHeld = (role: RoleCode, anchorClub: number): boolean => {
    const scope = roleScope(role);
    return held.has(
      officeKey(
        role,
        scope === 'club' ? anchorClub : null,
        scope === 'zone' ? zoneOf(anchorClub) : null,
        scope === 'region' ? regionOf(anchorClub) : null,
      ),
    );
  };

  // Fixed members first, so their extra fields do not depend on how many members are generated.
  const homeRotations: Record<Placement, Rotation> = {
    'demo-club': new Rotation([0]),
    'second-club': new Rotation([1]),
    // Start from the last club of the demo zone: the demo club already has its own officers.
    'demo-zone': new Rotation(clubsInZone(zoneOf(0)).reverse()),
    'demo-region': new Rotation(clubsInRegion(regionOf(0)).slice(1).concat(0)),
    district: new Rotation(clubIndices.slice(2).concat(clubIndices.slice(0, 2))),
  };
  for (const fixed of fixedMembers) {
    const home = homeRotations[fixed.placement].next() ?? 0;
    // Club, zone and region roles serve the demo club (or, for the multi-role login, the second
    // club), wherever the holder's own membership is.
    const anchor = fixed.placement === 'second-club' ? 1 : 0;
    const memberIndex = members.push(fixedMemberRow(g, fixed, home)) - 1;
    for (const role of fixed.roles) assign(memberIndex, role, anchor);
    if (fixed.roles.includes('PAST_DISTRICT_GOVERNOR')) {
      const governed = lionsYearOf(shiftYears(year.from, -1));
      assign(memberIndex, 'DISTRICT_GOVERNOR', anchor, governed.from, governed.to);
    }
  }

  // Generated members, club by club.
  const generatedByClub: number[][] = clubs.map(() => []);
  clubs.forEach((home, clubIndex) => {
    // By default a club has 25-31 members in all, demo logins included.
    const fixedHere = members.filter((m) => m.club === clubIndex).length;
    const count = options.membersPerClub ?? Math.max(0, random.int(25, 31) - fixedHere);
    for (let i = 0; i < count; i++) {
      generatedByClub[clubIndex]?.push(members.push(generateMember(g, clubIndex, home)) - 1);
    }
  });
  const rotations = generatedByClub.map((list) => new Rotation(list));
  const nextOf = (clubIndex: number): number | undefined => rotations[clubIndex]?.next();

  // Club officers: everyone has a president, secretary and treasurer; two in three an administrator,
  // every other club a GST coordinator. Last year's president is kept for history.
  for (const clubIndex of clubIndices) {
    const roles: RoleCode[] = [...CLUB_OFFICERS];
    if (clubIndex % 3 !== 2) roles.push('CLUB_ADMINISTRATOR');
    if (clubIndex % 2 === 0) roles.push('CLUB_GST_COORDINATOR');
    for (const role of roles) {
      if (isHeld(role, clubIndex)) continue;
      const member = nextOf(clubIndex);
      if (member !== undefined) assign(member, role, clubIndex);
    }
    const previous = nextOf(clubIndex);
    const lastYear = lionsYearOf(shiftYears(year.from, -1));
    if (previous !== undefined) assign(previous, 'CLUB_PRESIDENT', clubIndex, lastYear.from, lastYear.to);
  }

  // Zone chairpersons: a member of one of the zone's clubs, taking the clubs in turn.
  DEMO_ZONES.forEach((_, zone) => {
    const inZone = clubsInZone(zone);
    const anchor = inZone[0];
    if (anchor === undefined || isHeld('ZONE_CHAIRPERSON', anchor)) return;
    const member = nextOf(inZone[zone % inZone.length] ?? anchor);
    if (member !== undefined) assign(member, 'ZONE_CHAIRPERSON', anchor);
  });

  // Region officers: drawn from the region's clubs in turn.
  DEMO_REGIONS.forEach((_, region) => {
    const inRegion = new Rotation(clubsInRegion(region));
    const anchor = clubsInRegion(region)[0];
    if (anchor === undefined) return;
    for (const role of REGION_ROLES) {
      if (isHeld(role, anchor)) continue;
      const member = nextOf(inRegion.next() ?? anchor);
      if (member !== undefined) assign(member, role, anchor);
    }
  });

  // District cabinet: any office no fixed member holds, from clubs across the district; plus the
  // past governors, who stay past governors (and were governors in earlier years).
  const districtClubs = new Rotation(clubIndices.slice().reverse());
  for (const role of ROLE_CODES) {
    if (roleScope(role) !== 'district' || isHeld(role, 0)) continue;
    const member = nextOf(districtClubs.next() ?? 0);
    if (member !== undefined) assign(member, role, 0);
  }
  for (let yearsAgo = 2; yearsAgo <= 4; yearsAgo++) {
    const member = nextOf(districtClubs.next() ?? 0);
    if (member === undefined) continue;
    const governed = lionsYearOf(shiftYears(year.from, -yearsAgo));
    assign(member, 'DISTRICT_GOVERNOR', 0, governed.from, governed.to);
    assign(member, 'PAST_DISTRICT_GOVERNOR', 0);
  }

  return { district: DEMO_DISTRICT, regions: DEMO_REGIONS, zones: DEMO_ZONES, clubs, members, assignments };
}

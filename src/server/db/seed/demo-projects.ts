import { inArray } from 'drizzle-orm';
import { PROJECT_CHAIRMAN_POSITION, type ProjectStatus } from '../../../shared/machines';
import { colomboDate } from '../../../shared/time/colombo';
import type { LionsYear } from '../../../shared/time/lions-year';
import { projectPointsDefinition } from '../../services/project-review/points-definition';
import type { Tx } from '../database';
import { users } from '../schema';
import { demoLoginEmail } from './demo-logins';
import { FORWARD_COMMENTS } from './demo-project-comments';
import {
  writeProjectRecord,
  type ProjectHand,
  type ProjectRecord,
  type ProjectRecordMove,
} from './project-records';

/** A member of the seeded district: id, club (plan index), and e-mail (the demo logins are found by it). */
export interface SeededMember {
  id: number;
  club: number;
  email: string | null;
  demoLogin: boolean;
}

/** What the demo projects are written from: the seeded clubs and members, the Lions year and today. */
export interface DemoProjectsContext {
  clubIds: readonly number[];
  members: readonly SeededMember[];
  year: LionsYear;
  /** Now, so the history can be laid out in the past. */
  now: Date;
}

const DAY = 86_400_000;

/** How many of the seed's first clubs hold the hand-written projects (the demo club and the second). */
export const HAND_WRITTEN_PROJECT_CLUBS = 2;

/** A role's demo login as the hand that acted (found by its e-mail). */
type Hands = (who: string, role?: string) => ProjectHand;

/** The positions of spec 3 section 9. */
const CHAIRMAN = PROJECT_CHAIRMAN_POSITION;
const CO_CHAIRMAN = 'Project co-chairman';
const MEMBER = 'Committee Member';

/** The statuses a move reaches without a reviewer's decision: the owner's submission and the send-back's. */
const OWNER_OR_SEND_BACK: readonly ProjectStatus[] = ['SUBMITTED', 'PENDING'];

/**
 * The moves of a project after creation: each status reached, by whom, with what comment. A level
 * passed on without a comment written here gets one of the reviewers' usual words, since every
 * approval needs a comment.
 */
function reviewMoves(path: readonly [ProjectStatus, ProjectHand, string?][]): ProjectRecordMove[] {
  return path.map(([status, by, comment], index) => ({
    status,
    by,
    comment:
      comment ??
      (OWNER_OR_SEND_BACK.includes(status) ? null : FORWARD_COMMENTS[index % FORWARD_COMMENTS.length]!),
  }));
}

/**
 * The demo district's service projects, in every kind of state a demo needs: a draft being filled
 * in, one sent back with its reason, one waiting for its chairman (the CLUB_MEMBER login), others
 * waiting at the club, zone and region levels and for the final approval, a region project, and an
 * approved one with decided lines, its approved points and an adjustment. All but one are the demo
 * club's (the club of the club-level logins); the multi-role login's club has one waiting for its
 * zone, which that login chairs. No files are seeded: the billing proof and screenshot are empty.
 */
function demoProjects(hand: Hands, gen: (club: number, index: number) => number, clubIds: readonly number[]) {
  const demo = clubIds[0]!;
  const second = clubIds[1]!;
  const president = hand('CLUB_PRESIDENT');
  const secretary = hand('CLUB_SECRETARY');
  const treasurer = hand('CLUB_TREASURER');
  const administrator = hand('CLUB_ADMINISTRATOR');
  const zone = hand('ZONE_CHAIRPERSON');
  const regionCpe = hand('REGION_CPE_COORDINATOR');
  const regionChair = hand('REGION_CHAIRPERSON');
  const regionGst = hand('REGION_GST_COORDINATOR');
  const cpe = hand('CLUBS_PERFORMANCE_EVALUATION');
  const chairman = (memberId: number): ProjectHand => ({ memberId, userId: null, role: 'PROJECT_CHAIRMAN' });
  const asChairman = (h: ProjectHand): ProjectHand => ({ ...h, role: 'PROJECT_CHAIRMAN' });
  const multi = hand('multi-role', 'CLUB_PRESIDENT');
  const allKeys = projectPointsDefinition().items.map((item) => item.key);

  const projects: (Omit<ProjectRecord, 'date'> & { daysAgo: number })[] = [
    {
      daysAgo: 3,
      clubId: demo,
      type: 'GP',
      title: 'Free Eye Camp at Kotahena',
      themeKey: 'vision',
      venue: 'St. Lucia’s Parish Hall, Kotahena',
      totalProjectCost: 145_000,
      directBeneficiaries: 210,
      indirectBeneficiaries: 800,
      description: 'Eye screening by two ophthalmologists, with spectacles for 120 patients.',
      createdBy: secretary,
      committee: [
        { memberId: treasurer.memberId, position: CHAIRMAN },
        { memberId: gen(0, 0), position: CO_CHAIRMAN },
      ],
      contributions: [{ memberId: president.memberId, amount: 15_000 }],
      participants: [gen(0, 0), gen(0, 1), gen(0, 2)],
    },
    {
      daysAgo: 40,
      clubId: demo,
      type: 'MP',
      title: 'Blood Donation Camp with the National Blood Centre',
      themeKey: 'blood_donation',
      venue: 'Colombo Host Lions Hall, Colombo 03',
      totalProjectCost: 320_000,
      directBeneficiaries: 164,
      indirectBeneficiaries: 1_200,
      description: '164 pints collected in one day with the National Blood Transfusion Service.',
      createdBy: president,
      committee: [
        { memberId: administrator.memberId, position: CHAIRMAN },
        { memberId: gen(0, 1), position: MEMBER },
      ],
      contributions: [
        { memberId: president.memberId, amount: 50_000 },
        { memberId: gen(0, 1), amount: 25_000 },
      ],
      participants: [president.memberId, administrator.memberId, gen(0, 1), gen(0, 3)],
      moves: reviewMoves([
        ['SUBMITTED', president],
        [
          'PROJECT_CHAIRMAN_REVIEW',
          asChairman(administrator),
          'Numbers checked against the blood bank’s receipt.',
        ],
        [
          'PENDING',
          secretary,
          'Attach the attendance sheets and the blood bank’s letter of thanks, then submit again.',
        ],
      ]),
    },
    {
      daysAgo: 10,
      clubId: demo,
      type: 'CP',
      title: 'Monthly Diabetes Screening Clinic',
      themeKey: 'diabetes',
      venue: 'Borella Community Centre',
      totalProjectCost: 60_000,
      directBeneficiaries: 95,
      indirectBeneficiaries: 300,
      description: 'Free blood sugar tests and diet advice, the first Saturday of every month.',
      createdBy: administrator,
      committee: [
        { memberId: hand('CLUB_MEMBER').memberId, position: CHAIRMAN },
        { memberId: gen(0, 2), position: MEMBER },
      ],
      contributions: [{ memberId: gen(0, 2), amount: 12_500 }],
      participants: [hand('CLUB_MEMBER').memberId, gen(0, 2), gen(0, 4)],
      moves: reviewMoves([['SUBMITTED', administrator]]),
    },
    {
      daysAgo: 25,
      clubId: demo,
      type: 'GP',
      title: 'Beddagana Wetland Tree Planting',
      themeKey: 'reforestation',
      venue: 'Beddagana Wetland Park, Sri Jayawardenepura Kotte',
      totalProjectCost: 185_000,
      directBeneficiaries: 137,
      indirectBeneficiaries: 2_450,
      largeTree: 120,
      description: '120 native trees planted along the wetland trail with the Urban Development Authority.',
      createdBy: president,
      committee: [
        { memberId: hand('CLUB_GST_COORDINATOR').memberId, position: CHAIRMAN },
        { memberId: gen(0, 3), position: CO_CHAIRMAN },
        { memberId: gen(0, 4), position: MEMBER },
      ],
      contributions: [
        { memberId: president.memberId, amount: 40_000 },
        { memberId: gen(0, 3), amount: 10_000 },
      ],
      participants: [president.memberId, hand('CLUB_GST_COORDINATOR').memberId, gen(0, 3), gen(0, 4)],
      moves: reviewMoves([
        ['SUBMITTED', president],
        ['PROJECT_CHAIRMAN_REVIEW', asChairman(hand('CLUB_GST_COORDINATOR'))],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', secretary, 'Well documented; the trees are tagged.'],
      ]),
    },
    {
      daysAgo: 30,
      clubId: demo,
      type: 'SP',
      title: 'Library Books for Ananda Balika Vidyalaya',
      themeKey: 'youth',
      venue: 'Ananda Balika Vidyalaya, Colombo 10',
      totalProjectCost: 95_000,
      directBeneficiaries: 640,
      indirectBeneficiaries: 1_500,
      description: '420 books in Sinhala, Tamil and English for the school library.',
      createdBy: treasurer,
      committee: [{ memberId: gen(0, 1), position: CHAIRMAN }],
      contributions: [{ memberId: treasurer.memberId, amount: 20_000 }],
      participants: [treasurer.memberId, gen(0, 1), gen(0, 2)],
      moves: reviewMoves([
        ['SUBMITTED', treasurer],
        ['PROJECT_CHAIRMAN_REVIEW', chairman(gen(0, 1))],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', president],
        ['ZONE_CHAIRPERSON_REVIEW', zone, 'Visited the school; the books are catalogued.'],
      ]),
    },
    {
      daysAgo: 15,
      clubId: demo,
      type: 'RP',
      title: 'Region 1 Flood Relief Drive',
      themeKey: 'disaster_relief',
      venue: 'Kelaniya and Kolonnawa',
      totalProjectCost: 540_000,
      directBeneficiaries: 380,
      indirectBeneficiaries: 3_000,
      description: 'Dry rations and water filters for families displaced by the Kelani river floods.',
      createdBy: regionChair,
      committee: [
        { memberId: hand('REGION_SECRETARY').memberId, position: CHAIRMAN },
        { memberId: president.memberId, position: MEMBER },
      ],
      contributions: [{ memberId: president.memberId, amount: 100_000 }],
      participants: [hand('REGION_SECRETARY').memberId, president.memberId, gen(0, 0)],
      moves: reviewMoves([
        ['SUBMITTED', regionChair],
        ['PROJECT_CHAIRMAN_REVIEW', asChairman(hand('REGION_SECRETARY'))],
      ]),
    },
    {
      daysAgo: 50,
      clubId: demo,
      type: 'GP',
      title: 'Dry Rations for Elders’ Homes',
      themeKey: 'hunger',
      venue: 'Three elders’ homes in Colombo 13 and 15',
      totalProjectCost: 78_000,
      directBeneficiaries: 86,
      indirectBeneficiaries: 150,
      description: 'A month’s dry rations for three elders’ homes.',
      createdBy: secretary,
      committee: [{ memberId: gen(0, 4), position: CHAIRMAN }],
      contributions: [{ memberId: secretary.memberId, amount: 30_000 }],
      participants: [secretary.memberId, gen(0, 4)],
      moves: reviewMoves([
        ['SUBMITTED', secretary],
        ['PROJECT_CHAIRMAN_REVIEW', chairman(gen(0, 4))],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', president],
        ['ZONE_CHAIRPERSON_REVIEW', zone],
        ['REGION_CPE_CHAIRPERSON_REVIEW', regionCpe],
        ['REGION_GST_REVIEW', regionGst, 'Recommended for approval.'],
      ]),
      lineDecisions: [
        { key: 'project_type', status: 'APPROVED' },
        { key: 'participants', status: 'APPROVED' },
      ],
    },
    {
      daysAgo: 70,
      clubId: demo,
      type: 'CP',
      title: 'Home Gardens for Fifty Families',
      themeKey: 'gardening_farming',
      venue: 'Wanathamulla',
      totalProjectCost: 210_000,
      directBeneficiaries: 200,
      indirectBeneficiaries: 900,
      smallTree: 300,
      // Issue 14's service-report numbers, so the demo's MyLion export has every column filled.
      volunteerHours: 150,
      fundsRaised: 45_000,
      description: 'Seeds, seedlings and training for fifty families to grow vegetables at home.',
      createdBy: president,
      committee: [
        { memberId: secretary.memberId, position: CHAIRMAN },
        { memberId: gen(0, 0), position: MEMBER },
      ],
      contributions: [
        { memberId: president.memberId, amount: 60_000 },
        { memberId: secretary.memberId, amount: 25_000 },
        { memberId: gen(0, 0), amount: 5_000 },
      ],
      participants: [president.memberId, secretary.memberId, gen(0, 0), gen(0, 1), gen(0, 2)],
      moves: reviewMoves([
        ['SUBMITTED', president],
        ['PROJECT_CHAIRMAN_REVIEW', asChairman(secretary)],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', president],
        ['ZONE_CHAIRPERSON_REVIEW', zone],
        ['REGION_CPE_CHAIRPERSON_REVIEW', regionChair],
        ['REGION_GST_REVIEW', regionGst],
        ['APPROVED', cpe, 'Approved: a well-run project with lasting results.'],
      ]),
      lineDecisions: allKeys.map((key) =>
        key === 'contributors'
          ? { key, status: 'REJECTED', rejectComment: 'Two of the contributions have no receipt.' }
          : { key, status: 'APPROVED' },
      ),
      adjustments: [{ points: 5, comment: 'Covered by the Daily News on its community page.', by: cpe }],
    },
    {
      daysAgo: 20,
      clubId: second,
      type: 'GP',
      title: 'Mount Lavinia Beach Clean-up',
      themeKey: 'environment',
      venue: 'Mount Lavinia beach',
      totalProjectCost: 35_000,
      directBeneficiaries: 60,
      indirectBeneficiaries: 5_000,
      description: '1.2 tonnes of plastic collected and sent for recycling.',
      createdBy: multi,
      committee: [{ memberId: gen(1, 0), position: CHAIRMAN }],
      contributions: [{ memberId: multi.memberId, amount: 10_000 }],
      participants: [multi.memberId, gen(1, 0), gen(1, 1)],
      moves: reviewMoves([
        ['SUBMITTED', multi],
        ['PROJECT_CHAIRMAN_REVIEW', chairman(gen(1, 0))],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', multi],
      ]),
    },
  ];
  return projects;
}

/**
 * Writes the demo projects (see demoProjects) in the seed's transaction, dated within the Lions year
 * in force and laid out in the past: created `daysAgo`, the review moves spread evenly until today.
 */
export async function seedDemoProjects(tx: Tx, context: DemoProjectsContext): Promise<number> {
  const { members, clubIds, year, now } = context;
  const userRows = await tx
    .select({ id: users.id, memberId: users.memberId })
    .from(users)
    .where(
      inArray(
        users.memberId,
        members.filter((m) => m.demoLogin).map((m) => m.id),
      ),
    );
  const userOf = new Map(userRows.map((u) => [u.memberId, u.id]));
  const hand: Hands = (who, role = who) => {
    const email = who === 'multi-role' ? 'multi-role@example.org' : demoLoginEmail(who);
    const member = members.find((m) => m.email === email);
    if (!member) throw new Error(`Demo seed: no demo login ${email}`);
    return { memberId: member.id, userId: userOf.get(member.id) ?? null, role };
  };
  // A club's members, generated ones first: a small district (tests) may have few or none of them.
  const ofClub = (club: number) => [
    ...members.filter((m) => m.club === club && !m.demoLogin),
    ...members.filter((m) => m.club === club && m.demoLogin),
  ];
  const gen = (club: number, index: number) => {
    const list = ofClub(club);
    const member = list[index % Math.max(1, list.length)];
    if (!member) throw new Error(`Demo seed: club ${club} has no members`);
    return member.id;
  };
  const yearStart = new Date(`${year.from}T09:00:00+05:30`).getTime();
  let written = 0;
  for (const { daysAgo, ...record } of demoProjects(hand, gen, clubIds)) {
    const created = new Date(Math.min(now.getTime(), Math.max(yearStart, now.getTime() - daysAgo * DAY)));
    const steps = (record.moves?.length ?? 0) + 1;
    const spanMinutes = Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000));
    await writeProjectRecord(tx, {
      ...record,
      date: colomboDate(created),
      createdAt: created,
      stepMinutes: Math.max(1, Math.floor(spanMinutes / (steps + 1))),
    });
    written++;
  }
  return written;
}

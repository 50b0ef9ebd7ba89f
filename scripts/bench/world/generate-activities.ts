import type pg from 'pg';
import { CLUB_OFFICER_ROLES } from '../../../src/shared/policy';
import type { LoadedActivityType } from '../../../src/server/services/activities/activity-catalogue';
import { slotMonths, slotsIn, writeActivityTables } from './activity-slots';
import { draw, literal } from './sql-hash';
import { bulk } from './world-db';

/** What the reports step needs: how many, for which Lions year and day, decided by whom. */
export interface ActivitiesPlan {
  reports: number;
  clubs: number;
  startYear: number;
  /** YYYY-MM-DD, Asia/Colombo. */
  today: string;
  /** The user who decides reports: the demo evaluator's. */
  evaluatorUserId: number;
}

/** At most this share of a club's possible reports is filed: some are always missing. */
const MOST_FILED = 0.95;

/** Activity ids per point-line statement: each sorts its lines in memory. */
const LINE_CHUNK = 1_000_000;

// A report's status by its month's age (0 this month, 1 last month, 2 older), as cumulative
// percentages of SUBMITTED, PENDING and APPROVED; the rest REJECTED. This month's reports mostly
// wait for review, older ones are mostly decided.
const STATUS_MIX: Record<0 | 1 | 2, readonly [number, number, number]> = {
  0: [60, 85, 95],
  1: [20, 40, 90],
  2: [2, 5, 93],
};

/** SQL: a report's status from its age and a draw. */
function statusCase(age: 0 | 1 | 2, roll: string): string {
  const [submitted, pending, approved] = STATUS_MIX[age];
  return `case when ${roll} < ${submitted} then 'SUBMITTED' when ${roll} < ${pending} then 'PENDING'
               when ${roll} < ${approved} then 'APPROVED' else 'REJECTED' end`;
}

/**
 * Files the world's monthly activity reports: for every club, each type the catalogue schedules in
 * each month since July of the current Lions year, and whole earlier years as far back as the count
 * needs, a share of them filed (decided by a draw, so some months miss some reports), about
 * `plan.reports` in all. One statement per month, in filing order (created_at), so ids and pages
 * follow time as the app's own inserts would. Data and point lines are the type's example and what
 * its points.json gives for it; reports the evaluator opened (PENDING, APPROVED, REJECTED) have their
 * lines with the evaluator's decisions, as the review service leaves them.
 */
export async function generateActivities(
  client: pg.Client,
  types: readonly LoadedActivityType[],
  plan: ActivitiesPlan,
): Promise<void> {
  const current = slotMonths(plan.today, plan.startYear, 0);
  let years = 1;
  while (
    plan.clubs * slotsIn(types, slotMonths(plan.today, plan.startYear, years)) * MOST_FILED <
    plan.reports
  )
    years++;
  const months = slotMonths(plan.today, plan.startYear, years);
  const possible = plan.clubs * slotsIn(types, months);
  const threshold = Math.round((plan.reports / possible) * 1_000_000);
  console.log(
    `  ${months.length} months (${current.length} of this Lions year), ${possible.toLocaleString('en-US')} possible reports, ` +
      `${((threshold / 1_000_000) * 100).toFixed(1)}% filed`,
  );
  await writeActivityTables(client, types, months);
  await client.query(`create temporary table world_presidents as
    select distinct on (a.club_id) a.club_id, u.id as user_id
      from office_role_assignments a
      join office_roles r on r.id = a.office_role_id and r.code = ${literal(CLUB_OFFICER_ROLES[0])}
      join users u on u.member_id = a.member_id
     where a.date_from <= date '${plan.today}' and a.date_to >= date '${plan.today}'
     order by a.club_id, a.id`);

  const todayDay = Number(plan.today.slice(8, 10));
  for (const m of months) {
    // This month's reports were filed before today; other months' on any of their first 28 days.
    const days = m.age === 0 ? Math.max(1, todayDay - 1) : 28;
    const pick = (salt: number, modulo: number) => draw('c.id::bigint * 100000 + s.slot', salt, modulo);
    // The type's data with the report's own date, where the type has one; an entry gets its own uuid.
    const dated = `case when r.date_path is null then r.data
                        else jsonb_set(r.data, r.date_path, to_jsonb(r.activity_date::text)) end`;
    await bulk(
      client,
      `reports ${m.calendarYear}-${m.month}`,
      `insert into activities (club_id, key, lions_year, month, status, date, data, submitted_by, review_comment,
                               decided_by, decided_at, version, created_at, updated_at)
       select r.club_id, r.key, r.lions_year, r.month, r.status,
              case when r.date_path is not null then r.activity_date end,
              case when r.entries is null then ${dated}
                   else jsonb_set(${dated}, array[r.entries, '0', 'uuid'], to_jsonb(gen_random_uuid()::text)) end,
              r.submitted_by,
              case when r.status = 'REJECTED' then 'The photos and the attendance sheet are missing.' end,
              case when r.status in ('APPROVED', 'REJECTED') then $2::int end,
              case when r.status in ('APPROVED', 'REJECTED') then r.decided_at end,
              case r.status when 'SUBMITTED' then 1 when 'PENDING' then 2 else 3 end,
              r.filed,
              case when r.status in ('APPROVED', 'REJECTED') then r.decided_at else r.filed end
         from (select c.id as club_id, s.key, s.lions_year, s.month, t.data, t.date_path, t.entries,
                      p.user_id as submitted_by,
                      ${statusCase(m.age, pick(2, 100))} as status,
                      make_timestamptz(s.calendar_year, ${Number(m.month)}, 1 + ${pick(3, days)},
                                       8 + ${pick(4, 12)}, ${pick(5, 60)}, 0, 'Asia/Colombo') as filed,
                      make_date(s.calendar_year, ${Number(m.month)}, 1 + ${pick(3, days)}) - ${pick(6, 3)}
                        as activity_date,
                      least(now(), make_timestamptz(s.calendar_year, ${Number(m.month)}, 1 + ${pick(3, days)},
                                       8 + ${pick(4, 12)}, ${pick(5, 60)}, 0, 'Asia/Colombo')
                                   + (1 + ${pick(7, 12)}) * interval '1 day') as decided_at
                 from world_slots s
                 join world_types t on t.key = s.key
                 cross join clubs c
                 left join world_presidents p on p.club_id = c.id
                where s.lions_year = $1 and s.month = '${m.month}' and ${pick(1, 1_000_000)} < ${threshold}) r
        order by r.filed`,
      [m.lionsYear, plan.evaluatorUserId],
    );
  }
  await generatePointLines(client);
}

/**
 * The point lines of every report the evaluator opened (all but SUBMITTED): the type's lines, each
 * decided as the report was (one in ten rejected on an approved report; a pending report's partly
 * decided; a rejected report's pending or rejected), in id order per report as the Refresh inserts them.
 */
async function generatePointLines(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ first: number; last: number }>(
    'select coalesce(min(id), 0)::int as first, coalesce(max(id), -1)::int as last from activities',
  );
  const { first, last } = rows[0]!;
  const roll = draw('a.id::bigint * 16 + l.ord', 40, 10);
  const lineStatus = `case a.status
      when 'APPROVED' then case when ${roll} = 0 then 'REJECTED' else 'APPROVED' end
      when 'PENDING' then case when ${roll} < 4 then 'APPROVED' when ${roll} = 4 then 'REJECTED' else 'PENDING' end
      else case when ${roll} < 5 then 'REJECTED' else 'PENDING' end end`;
  for (let from = first; from <= last; from += LINE_CHUNK) {
    const to = Math.min(last, from + LINE_CHUNK - 1);
    await bulk(
      client,
      `point lines of reports ${from}-${to}`,
      `insert into activity_points (activity_id, item_key, title, comment, cr_points, dr_points, total_points,
                                    status, reject_comment, created_at, updated_at)
       select x.id, x.item_key, x.title, x.comment, x.cr, x.dr, x.total, x.status,
              case when x.status = 'REJECTED' then 'No proof attached.' end, x.at, x.at
         from (select a.id, l.ord, l.item_key, l.title, l.comment, l.cr, l.dr, l.total, ${lineStatus} as status,
                      least(now(), a.created_at + interval '1 day') as at
                 from activities a join world_lines l on l.key = a.key
                where a.id between $1 and $2 and a.status <> 'SUBMITTED') x
        order by x.id, x.ord`,
      [from, to],
    );
  }
}

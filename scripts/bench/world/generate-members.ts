import type pg from 'pg';
import { CLUB_OFFICER_ROLES, IMPLICIT_ROLE, ROLE_TABLE, ZONE_CHAIRPERSON } from '../../../src/shared/policy';
import type { LionsYear } from '../../../src/shared/time/lions-year';
import { NAME_POOL_SIZE } from './name-pool';
import { draw, literal, textArray } from './sql-hash';
import { bulk } from './world-db';

/** What the members step needs: how many to add, to which clubs, and the Lions years of their offices. */
export interface MembersPlan {
  newMembers: number;
  /** Clubs with this id or a higher one are the world's (the demo's already have members). */
  firstClubId: number;
  year: LionsYear;
  lastYear: LionsYear;
  /** YYYY-MM-DD, Asia/Colombo. */
  today: string;
}

// Mail hosts, weighted as the demo district's (gmail most).
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'hotmail.com', 'sltnet.lk'];

// The club offices besides the four officers, and the region offices, from the policy's role table.
const CLUB_GST = ROLE_TABLE.find(
  (r) =>
    r.scope === 'club' &&
    r.code !== IMPLICIT_ROLE &&
    !(CLUB_OFFICER_ROLES as readonly string[]).includes(r.code),
)!.code;
const REGION_ROLES = ROLE_TABLE.filter((r) => r.scope === 'region').map((r) => r.code);
const [PRESIDENT, SECRETARY, TREASURER, ADMINISTRATOR] = CLUB_OFFICER_ROLES;

/**
 * `world_people`: one row per new member with everything the members, users and contacts rows are
 * made of. Member ids are given here (after the demo's), so users, contacts and offices join on them
 * without a lookup; members are dealt to the new clubs in turn (about 29 each); 2 in 100 were dropped
 * this Lions year. Mobiles are 79xxxxxxx, a prefix the demo never draws, and e-mails carry the
 * member's number: both stay unique (users_mobile_uq, users_email_uq).
 */
async function writePeople(client: pg.Client, plan: MembersPlan): Promise<void> {
  const { rows } = await client.query<{ base: number; clubs: number }>(
    `select (select coalesce(max(id), 0)::int from members) as base,
            (select count(*)::int from clubs where id >= $1) as clubs`,
    [plan.firstClubId],
  );
  const base = rows[0]!.base;
  const clubs = rows[0]!.clubs;
  await bulk(
    client,
    'people',
    `create temporary table world_people as
     select g, ${base} + g as member_id, nc.id as club_id, nc.ord as club_ord,
            n.display_name, n.full_name, n.gender, n.title,
            (10000000 + g)::text as international_id,
            '79' || lpad(g::text, 7, '0') as mobile,
            case when ${draw('g', 11, 100)} < 88
                 then n.email_local || '.' || g || '@' || (${textArray(DOMAINS)})[1 + ${draw('g', 12, DOMAINS.length)}]
            end as email,
            ${draw('g', 13, 100)} < 2 as dropped
       from generate_series(1, $1) g
       join (select id, (row_number() over (order by id) - 1)::int as ord from clubs where id >= $2) nc
         on nc.ord = (g - 1) % ${clubs}
       join world_names n on n.i = ${draw('g', 10, NAME_POOL_SIZE)}`,
    [plan.newMembers, plan.firstClubId],
  );
}

/** The members rows, as the member service writes them (search_text as memberSearchText builds it). */
async function writeMembers(client: pg.Client, plan: MembersPlan): Promise<void> {
  const { year, today } = plan;
  await bulk(
    client,
    'members',
    `insert into members (id, club_id, international_id, title, display_name, full_name, gender, suffix,
                          birth_day, member_since, member_type_id, status, dropped_at, dropped_from_club_id,
                          search_text)
     select p.member_id,
            case when p.dropped then null else p.club_id end,
            p.international_id, p.title, p.display_name, p.full_name, p.gender,
            case when ${draw('g', 20, 100)} < 8 then 'MJF' when ${draw('g', 20, 100)} < 11 then 'PMJF' end,
            case when ${draw('g', 21, 100)} < 65
                 then date '${today}' - interval '76 years' + ${draw('g', 22, 18_000)} * interval '1 day' end,
            case when ${draw('g', 23, 10)} = 0 then date '${today}' - ${draw('g', 24, 730)}
                 else date '1985-01-01' + ${draw('g', 24, 14_000)} end,
            case when ${draw('g', 25, 100)} < 84 then t.active else t.other end,
            case when p.dropped then 'inactive' else 'active' end,
            case when p.dropped
                 then date '${year.from}' + ${draw('g', 26, 1_000)} % (date '${today}' - date '${year.from}' + 1) end,
            case when p.dropped then p.club_id end,
            lower(concat_ws(' ', p.display_name, p.full_name, p.international_id, p.mobile, '0' || p.mobile, p.email))
       from world_people p,
            (select min(id) filter (where type = 'Active') as active,
                    min(id) filter (where type = 'Life') as other from member_types) t
      order by p.g`,
  );
  await client.query(`select setval('members_id_seq', (select max(id) from members))`);
  await bulk(
    client,
    'users',
    `insert into users (member_id, email, mobile) select member_id, email, mobile from world_people order by g`,
  );
  await bulk(
    client,
    'contacts (WhatsApp, 3 in 10)',
    `insert into contacts (member_id, contact_type_id, contact)
     select p.member_id, ct.id, '+94' || p.mobile
       from world_people p join contact_types ct on ct.name = 'WhatsApp'
      where ${draw('p.g', 30, 10)} < 3
      order by p.g`,
  );
}

/**
 * Office roles of the new clubs, zones and regions for this Lions year, as the demo gives its own:
 * president, secretary and treasurer everywhere, an administrator in two clubs of three, a GST
 * coordinator in every other club, last year's president kept; a zone chairperson from the zone's
 * first club; the six region offices from the region's first six clubs. Offices go to a club's
 * earliest members in turn, never to a dropped one.
 */
async function writeOffices(client: pg.Client, plan: MembersPlan): Promise<void> {
  const { year, lastYear } = plan;
  await client.query(`create temporary table world_officers as
    select club_id, club_ord, member_id, row_number() over (partition by club_id order by member_id) as rn
      from world_people where not dropped`);
  const clubOffices = [PRESIDENT, SECRETARY, TREASURER, ADMINISTRATOR, CLUB_GST]
    .map((code, i) => `(${i + 1}, ${literal(code)}, date '${year.from}', date '${year.to}')`)
    .concat(`(6, ${literal(PRESIDENT)}, date '${lastYear.from}', date '${lastYear.to}')`);
  await bulk(
    client,
    'club offices',
    `insert into office_role_assignments (member_id, office_role_id, club_id, date_from, date_to)
     select o.member_id, r.id, o.club_id, v.date_from, v.date_to
       from world_officers o
       join (values ${clubOffices.join(', ')}) v(rn, code, date_from, date_to) on v.rn = o.rn
       join office_roles r on r.code = v.code
      where (v.code <> ${literal(ADMINISTRATOR)} or o.club_ord % 3 <> 2)
        and (v.code <> ${literal(CLUB_GST)} or o.club_ord % 2 = 0)
      order by o.club_id, o.rn`,
  );
  await bulk(
    client,
    'zone chairpersons',
    `insert into office_role_assignments (member_id, office_role_id, zone_id, date_from, date_to)
     select o.member_id, r.id, c.zone_id, date '${year.from}', date '${year.to}'
       from (select zone_id, min(id) as club_id from clubs where id >= $1 group by zone_id) c
       join world_officers o on o.club_id = c.club_id and o.rn = 7
       join office_roles r on r.code = ${literal(ZONE_CHAIRPERSON)}
      order by c.zone_id`,
    [plan.firstClubId],
  );
  await bulk(
    client,
    'region offices',
    `insert into office_role_assignments (member_id, office_role_id, region_id, date_from, date_to)
     select o.member_id, r.id, c.region_id, date '${year.from}', date '${year.to}'
       from (select zo.region_id, c.id as club_id,
                    row_number() over (partition by zo.region_id order by c.id) as k
               from clubs c join zones zo on zo.id = c.zone_id where c.id >= $1) c
       join world_officers o on o.club_id = c.club_id and o.rn = 8
       join unnest(${textArray(REGION_ROLES)}) with ordinality as v(code, k) on v.k = c.k
       join office_roles r on r.code = v.code
      order by c.region_id, c.k`,
    [plan.firstClubId],
  );
}

/**
 * Adds the world's members to its new clubs: members, their users (no password: they would set one
 * through "Forgot Password?"), some WhatsApp contacts, and the clubs', zones' and regions' offices.
 */
export async function generateMembers(client: pg.Client, plan: MembersPlan): Promise<void> {
  await writePeople(client, plan);
  await writeMembers(client, plan);
  await writeOffices(client, plan);
}

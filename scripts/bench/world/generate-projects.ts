import type pg from 'pg';
import { PROJECT_CHAIRMAN_POSITION, PROJECT_STATUSES } from '../../../src/shared/machines';
import { projectPointsDefinition } from '../../../src/server/services/project-review/points-definition';
import { draw, literal, textArray } from './sql-hash';
import { bulk } from './world-db';

/** What the projects step needs. */
export interface ProjectsPlan {
  projects: number;
  /** The user who gives final approval: the demo evaluator's. */
  evaluatorUserId: number;
}

// How many projects in 100 stand at each status, in PROJECT_STATUSES' order (PROCESSING first,
// APPROVED last): most are done, a few are drafts, the rest spread over the review levels.
const STATUS_WEIGHTS = [5, 5, 3, 2, 2, 2, 2, 2, 77];

// The club project types with their base points (schemas/projects/points.json), weighted.
const TYPES = ['GP', 'GP', 'GP', 'GP', 'GP', 'CP', 'CP', 'SP', 'MP', 'MP'];
const WORDS = ['Community', 'Village', 'School', 'Hospital', 'Temple', 'Estate'];

/** SQL: the status of project `g`, drawn by STATUS_WEIGHTS. */
function statusCase(roll: string): string {
  let cumulative = 0;
  const arms = PROJECT_STATUSES.slice(0, -1).map((status, i) => {
    cumulative += STATUS_WEIGHTS[i]!;
    return `when ${roll} < ${cumulative} then ${literal(status)}`;
  });
  return `case ${arms.join(' ')} else ${literal(PROJECT_STATUSES.at(-1)!)} end`;
}

/**
 * The world's service projects, dealt to every club in turn: club types (GP, CP, SP, MP) under a
 * governor theme, created over the last eighteen months, each with its code (`GP-2026-0123`) numbered
 * by its id (the code numbers' sequence set past them), a Project Chairman on its committee, its estimate (the base,
 * direct and indirect beneficiary lines of points.json), and for the approved ones their lines
 * approved and the approved sum in project_points, as final approval writes it. Rows no list or
 * report reads (status history, participants, files) are left out.
 */
export async function generateProjects(client: pg.Client, plan: ProjectsPlan): Promise<void> {
  const { rows } = await client.query<{ base: number; clubs: number; themes: number }>(
    `select (select coalesce(max(id), 0)::int from service_projects) as base,
            (select count(*)::int from clubs) as clubs,
            (select count(*)::int from governor_themes) as themes`,
  );
  const { base, clubs, themes } = rows[0]!;
  const roll = (salt: number, modulo: number) => draw('g', salt, modulo);
  await bulk(
    client,
    'service projects',
    `insert into service_projects (id, club_id, project_code, project_title, project_type, status, governor_theme_id,
                                   date, venue, total_project_cost, direct_beneficiaries, indirect_beneficiaries,
                                   large_tree, description, created_by, version, created_at, updated_at)
     select ${base} + p.g, c.id,
            p.type || '-' || (case when extract(month from p.at at time zone 'Asia/Colombo') >= 7
                                   then extract(year from p.at at time zone 'Asia/Colombo')
                                   else extract(year from p.at at time zone 'Asia/Colombo') - 1 end)::int
              -- lpad cuts a longer text: ids past 9999 keep all their digits, as padStart does.
              || '-' || lpad((${base} + p.g)::text, greatest(4, length((${base} + p.g)::text)), '0'),
            (${textArray(WORDS)})[1 + ${roll(41, WORDS.length)}] || ' ' || th.theme || ' Project',
            p.type, p.status, th.id, (p.at at time zone 'Asia/Colombo')::date - ${roll(42, 10)},
            'Community Hall, ' || split_part(substr(c.name, 15), ' ', 1),
            25000 + ${roll(43, 400)} * 1000, 20 + ${roll(44, 400)}, 100 + ${roll(45, 3000)},
            case when th.theme_key = 'reforestation' then 20 + ${roll(46, 200)} else 0 end,
            'A service project of ' || c.name || ' for its community.',
            wp.user_id, case when p.status = 'APPROVED' then 4 else 2 end, p.at, p.at
       from (select g, ${statusCase(roll(47, 100))} as status,
                    (${textArray(TYPES)})[1 + ${roll(48, TYPES.length)}] as type,
                    now() - ${roll(49, 540 * 24)} * interval '1 hour' - interval '1 hour' as at,
                    ${roll(50, themes)} as theme
               from generate_series(1, $1) g) p
       join (select id, name, (row_number() over (order by id) - 1)::int as ord from clubs) c
         on c.ord = (p.g - 1) % ${clubs}
       join (select id, theme, theme_key, (row_number() over (order by id) - 1)::int as ord from governor_themes) th
         on th.ord = p.theme
       left join world_presidents wp on wp.club_id = c.id
      order by p.g`,
    [plan.projects],
  );
  await client.query(`select setval('service_projects_id_seq', (select max(id) from service_projects))`);
  // The codes given here are the ids: the numbers a submission draws go on after them.
  await client.query(`select setval('project_code_numbers', (select max(id) from service_projects))`);
  await bulk(
    client,
    'project chairmen',
    `insert into project_committee_members (project_id, member_id, position)
     select sp.id, ch.member_id, ${literal(PROJECT_CHAIRMAN_POSITION)}
       from service_projects sp
       join (select distinct on (club_id) club_id, id as member_id from members
              where club_id is not null order by club_id, id desc) ch on ch.club_id = sp.club_id
      where sp.id > ${base}
      order by sp.id`,
  );
  await generateProjectPoints(client, base, plan.evaluatorUserId);
}

/** The estimate lines of the world's projects and the approved projects' points. */
async function generateProjectPoints(
  client: pg.Client,
  base: number,
  evaluatorUserId: number,
): Promise<void> {
  const items = new Map(projectPointsDefinition().items.map((item) => [item.key, item.title]));
  const title = (key: string) => literal(items.get(key) ?? key);
  await bulk(
    client,
    'project point lines',
    `insert into project_point_lines (project_id, item_key, title, comment, quantity, unit_point, total_point, status,
                                      created_at, updated_at)
     select x.id, x.item_key, x.title, x.comment, x.quantity, x.unit_point, x.quantity * x.unit_point,
            case when x.status = 'APPROVED' then 'APPROVED' else 'PENDING' end, x.updated_at, x.updated_at
       from (select sp.id, sp.status, sp.updated_at, l.*
               from service_projects sp
              cross join lateral (values
                (1, 'project_type', ${title('project_type')}, sp.project_type || ' project', 1::numeric,
                 case sp.project_type when 'MP' then 50 when 'SP' then 30 when 'CP' then 25 else 20 end::numeric),
                (2, 'direct_beneficiaries', ${title('direct_beneficiaries')},
                 sp.direct_beneficiaries || ' direct beneficiaries', least(20, sp.direct_beneficiaries / 10)::numeric, 1::numeric),
                (3, 'indirect_beneficiaries', ${title('indirect_beneficiaries')},
                 sp.indirect_beneficiaries || ' indirect beneficiaries', least(10, sp.indirect_beneficiaries / 100)::numeric,
                 1::numeric)) as l(ord, item_key, title, comment, quantity, unit_point)
              where sp.id > ${base}) x
      order by x.id, x.ord`,
  );
  await bulk(
    client,
    'project points (approved)',
    `insert into project_points (project_id, club_id, points, kind, created_by, created_at, updated_at)
     select sp.id, sp.club_id, sum(l.total_point), 'approval', $1::int, sp.updated_at, sp.updated_at
       from service_projects sp join project_point_lines l on l.project_id = sp.id
      where sp.id > ${base} and sp.status = 'APPROVED'
      group by sp.id
      order by sp.id`,
    [evaluatorUserId],
  );
}

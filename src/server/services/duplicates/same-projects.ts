import { sql } from 'drizzle-orm';
import { DRAFT_PROJECT_STATUSES } from '../../../shared/machines/project-statuses';
import { queryRows } from '../../db/query-rows';
import type { Db } from '../../db/database';
import { claimOf, PROJECT_CLAIM_COLUMNS, type Claim } from './file-claimants';

/** A text as two filings of one project would both spell it: trimmed, single-spaced, lower case. */
const normalised = (column: string) => sql.raw(`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`);

/**
 * The other filed projects (any club, any year; drafts left out) with the same title, date and venue
 * as the project `projectId`: one project filed twice. A project missing any of the three matches none.
 */
export async function sameProjects(db: Db, projectId: number): Promise<Claim[]> {
  const drafts = sql.join(
    DRAFT_PROJECT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<Parameters<typeof claimOf>[0]>(
    db,
    sql`
    select ${PROJECT_CLAIM_COLUMNS}
      from service_projects me
      join service_projects p
        on p.id <> me.id
       and p.date = me.date
       and ${normalised('p.project_title')} = ${normalised('me.project_title')}
       and ${normalised('p.venue')} = ${normalised('me.venue')}
      join clubs c on c.id = p.club_id
     where me.id = ${projectId} and p.status not in (${drafts})
     order by p.date, p.id`,
  );
  return rows.map(claimOf);
}

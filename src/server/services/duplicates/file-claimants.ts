import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { Db } from '../../db/database';

/** A report or a project that claims a stored file (or, for projects, the same title, date and venue). */
export interface Claim {
  kind: 'activity' | 'project';
  /** The report's or project's uuid. */
  uuid: string;
  /** The activity type's key; null for a project. */
  key: string | null;
  /** The report's month ('01'..'12') and Lions year; null for a project. */
  month: string | null;
  lionsYear: number | null;
  /** The project's date, or the report's date field when it has one. */
  date: string | null;
  /** The project's title; null for a report (the client names it by its type). */
  title: string | null;
  status: string;
  club: { uuid: string; name: string };
}

/** A claim of one stored file. */
export interface FileClaim extends Claim {
  file: string;
}

interface ClaimRow {
  file: string;
  kind: 'activity' | 'project';
  uuid: string;
  key: string | null;
  month: string | null;
  lions_year: number | null;
  date: string | null;
  title: string | null;
  status: string;
  club_uuid: string;
  club_name: string;
}

/** The row of a claim query as the API's claim. */
export function claimOf(row: Omit<ClaimRow, 'file'>): Claim {
  return {
    kind: row.kind,
    uuid: row.uuid,
    key: row.key,
    month: row.month,
    lionsYear: row.lions_year === null ? null : Number(row.lions_year),
    date: row.date === null ? null : String(row.date),
    title: row.title,
    status: row.status,
    club: { uuid: row.club_uuid, name: row.club_name },
  };
}

/** The columns every claim query answers, for a project `p` and its club `c`. */
export const PROJECT_CLAIM_COLUMNS = sql`'project' as kind, p.uuid, null as key, null as month,
  null::int as lions_year, p.date::text as date, p.project_title as title, p.status,
  c.uuid as club_uuid, c.name as club_name`;

/**
 * Every report and project that names one of `names`, by file. A report names its files somewhere
 * in its data (a slot, or an entry's slot), so its data's text is searched for the quoted name (the
 * store's random names occur nowhere else); a project names them in its two file columns and its
 * documents. Run for a handful of matched names, never for a district's every file.
 */
export async function claimsOfFiles(db: Db, names: readonly string[]): Promise<FileClaim[]> {
  if (names.length === 0) return [];
  const wanted: SQL = sql`(select unnest(array[${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]) as name)`;
  const rows = await queryRows<ClaimRow>(
    db,
    sql`
    select n.name as file, 'activity' as kind, a.uuid, a.key, a.month, a.lions_year, a.date::text as date,
           null as title, a.status, c.uuid as club_uuid, c.name as club_name
      from activities a
      join clubs c on c.id = a.club_id
      join ${wanted} n on strpos(a.data::text, '"' || n.name || '"') > 0
    union all
    select n.name as file, ${PROJECT_CLAIM_COLUMNS}
      from service_projects p
      join clubs c on c.id = p.club_id
      join ${wanted} n on n.name in (p.billing_proof, p.int_report_screenshot)
    union all
    select n.name as file, ${PROJECT_CLAIM_COLUMNS}
      from project_documents d
      join service_projects p on p.id = d.project_id
      join clubs c on c.id = p.club_id
      join ${wanted} n on n.name = d.path`,
  );
  return rows.map((row) => ({ file: row.file, ...claimOf(row) }));
}

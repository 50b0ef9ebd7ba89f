import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs } from '../../db/schema';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { notFound } from '../errors';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import type { CsvRow } from './csv-stream';
import { clubReportRows } from './club-report-rows';
import { clubYearCells } from './club-year-cells';
import { clubReportFileName } from './file-name';
import { REPORT_COLUMNS } from './report-columns';
import { text } from '../../i18n/text';

/** A CSV download ready to stream: its file name and its rows, produced as they are pulled. */
export interface CsvFile {
  fileName: string;
  rows: Iterable<CsvRow> | AsyncIterable<CsvRow>;
}

/**
 * A club's activity report of the Lions year in force (in Asia/Colombo): the 21 report columns by
 * month, saved as admin-activity-{club}.csv. The database is read before the first byte leaves, so a
 * failure answers an error instead of a cut file.
 */
export async function clubActivityReport(
  db: Db,
  catalogue: ActivityCatalogue,
  club: { id: number; name: string },
  today = colomboDate(),
): Promise<CsvFile> {
  const startYear = lionsYearOf(today).startYear;
  const keys = REPORT_COLUMNS.map((c) => c.key);
  const cells = await clubYearCells(db, club.id, startYear, keys);
  const isDue = (key: string, month: string) =>
    (catalogue.byKey(key)?.schedule.months as readonly string[] | undefined)?.includes(month) ?? false;
  return {
    fileName: clubReportFileName(club.name),
    rows: clubReportRows({ columns: REPORT_COLUMNS, startYear, cells, isDue }),
  };
}

/**
 * The activity report of the club with that uuid, within the acting scope: a club officer reaches
 * only their own club; any other is not found.
 */
export async function clubActivityReportFor(
  db: Db,
  catalogue: ActivityCatalogue,
  acting: ClubActing,
  clubUuid: string,
): Promise<CsvFile> {
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.uuid, clubUuid));
  if (!club || !inScope(acting, club.id)) throw notFound(text('clubs.notFound'));
  return clubActivityReport(db, catalogue, club);
}

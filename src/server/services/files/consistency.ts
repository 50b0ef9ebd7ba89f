import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import type { FileStore } from './file-store';
import { referencedFiles } from './orphan-sweep';

/** What a consistency check found wrong; all lists empty when the data and the files agree. */
export interface ConsistencyReport {
  /** Files some row names that are not in the store (a report without its files). */
  missingFiles: string[];
  /** Files in the store that no row names (stored without their row), partial files included. */
  orphanFiles: string[];
  /** Reports whose data, or one of whose entries, the type's schema refuses (half written). */
  brokenReports: string[];
  /** How much was looked at. */
  checked: { reports: number; entries: number; files: number };
}

/**
 * Compares the database with the file store: every file a row names is in the store, every file in
 * the store is named by a row, and every report's data (each entry of an entry-by-entry type) is whole by its
 * type's schema. Used after crashes (scripts/crash-consistency.ts) and by tests.
 */
export async function checkConsistency(
  db: Db,
  files: FileStore,
  catalogue: ActivityCatalogue,
): Promise<ConsistencyReport> {
  // Names only (list): the check never needs a file's bytes.
  const stored = new Set((await files.list()).map((entry) => entry.name));
  const referenced = await referencedFiles(db);
  const report: ConsistencyReport = {
    missingFiles: [...referenced].filter((name) => !stored.has(name)).sort(),
    orphanFiles: [...stored].filter((name) => !referenced.has(name)).sort(),
    brokenReports: [],
    checked: { reports: 0, entries: 0, files: stored.size },
  };
  for (const row of await db.select().from(activities)) {
    report.checked.reports += 1;
    const type = catalogue.byKey(row.key);
    const data = row.data as Record<string, unknown>;
    if (!type) {
      report.brokenReports.push(`${row.uuid}: unknown type ${row.key}`);
      continue;
    }
    const records = type.entries
      ? ((data[type.entries] as Record<string, unknown>[] | undefined) ?? [])
      : [data];
    if (type.entries && records.length === 0) report.brokenReports.push(`${row.uuid}: no entries`);
    for (const record of records) {
      if (type.entries) report.checked.entries += 1;
      const { uuid, ...fields } = record;
      if (type.entries && typeof uuid !== 'string')
        report.brokenReports.push(`${row.uuid}: an entry without uuid`);
      const errors = catalogue.check(type, structuredClone(type.entries ? fields : record), 'json');
      if (Object.keys(errors).length > 0) report.brokenReports.push(`${row.uuid}: ${JSON.stringify(errors)}`);
    }
  }
  return report;
}

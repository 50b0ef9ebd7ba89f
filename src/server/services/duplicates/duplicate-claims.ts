import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectDocuments } from '../../db/schema';
import type { LoadedActivityType } from '../activities/activity-catalogue';
import { reportFileSlots, type ReportFileSlot } from '../activities/report-files';
import type { FileStore } from '../files/file-store';
import { claimsOfFiles, type Claim, type FileClaim } from './file-claimants';
import { matchingFiles, type FileMatch } from './matching-files';
import { sameProjects } from './same-projects';

/** Why a claim is flagged: the same file, the same picture saved again, or the same project filed twice. */
export type DuplicateReason = 'same_file' | 'similar_photo' | 'same_project';

/** One flag for the evaluator: advice, never a decision. */
export interface DuplicateFlag {
  reason: DuplicateReason;
  /** Our field holding the file (a report's slot, a project's file column or 'documents'); null for same_project. */
  field: string | null;
  /** For similar_photo: how many of the 64 bits of the two photos' hashes differ. */
  distance: number | null;
  /** The other report or project. */
  claim: Claim;
}

/** A stored file matching one of ours, and a report or project that claims that other file. */
interface ClaimedMatch {
  match: FileMatch;
  claim: FileClaim;
}

/**
 * Every claim of a file matching one of `names` (the same bytes or the same picture). The store's
 * pending fingerprints are waited for first, so a report filed a moment ago is compared too. The
 * claimant may be the asker itself (a photo attached twice); callers leave themselves out.
 */
async function claimedMatches(db: Db, files: FileStore, names: readonly string[]): Promise<ClaimedMatch[]> {
  await files.settled?.();
  const matches = await matchingFiles(db, names);
  const claims = await claimsOfFiles(db, [...new Set(matches.map((match) => match.other))]);
  return matches.flatMap((match) =>
    claims.filter((claim) => claim.file === match.other).map((claim) => ({ match, claim })),
  );
}

/** Flags for each other report or project claiming one of our files, or the same picture. */
async function fileFlags(
  db: Db,
  files: FileStore,
  own: readonly ReportFileSlot[],
  self: string,
): Promise<DuplicateFlag[]> {
  const slotOf = new Map(own.map((file) => [file.name, file.slot]));
  const flags = new Map<string, DuplicateFlag>();
  for (const { match, claim } of await claimedMatches(db, files, [...slotOf.keys()])) {
    if (claim.uuid === self) continue;
    const reason: DuplicateReason = match.sameBytes ? 'same_file' : 'similar_photo';
    const field = slotOf.get(match.own)!;
    const { file: _file, ...other } = claim;
    // One flag per field and claim: the same photo attached twice to the other report is one claim.
    const id = `${field}|${other.kind}|${other.uuid}`;
    const seen = flags.get(id);
    if (!seen || (seen.reason === 'similar_photo' && reason === 'same_file')) {
      flags.set(id, { reason, field, distance: match.sameBytes ? null : match.distance, claim: other });
    }
  }
  return [...flags.values()];
}

/** A report of a list, with what its files are named by. */
export interface ListedReport {
  uuid: string;
  type: LoadedActivityType | undefined;
  data: unknown;
}

/**
 * The uuids of the `reports` that have at least one duplicate-claim flag (a file of theirs claimed by
 * another report or project, or the same picture): the same rule as a report's own flags, answered for a
 * list's page at once in two queries, so the evaluator's queue can mark the rows worth a closer look.
 */
export async function flaggedReports(
  db: Db,
  files: FileStore,
  reports: readonly ListedReport[],
): Promise<Set<string>> {
  const ownersOf = new Map<string, string[]>();
  for (const report of reports) {
    if (!report.type) continue;
    for (const { name } of reportFileSlots(report.type, (report.data ?? {}) as Record<string, unknown>)) {
      ownersOf.set(name, [...(ownersOf.get(name) ?? []), report.uuid]);
    }
  }
  const flagged = new Set<string>();
  if (ownersOf.size === 0) return flagged;
  for (const { match, claim } of await claimedMatches(db, files, [...ownersOf.keys()])) {
    for (const owner of ownersOf.get(match.own) ?? []) if (claim.uuid !== owner) flagged.add(owner);
  }
  return flagged;
}

/** The duplicate-claim flags of an activity report: its files claimed elsewhere. */
export async function activityDuplicateClaims(
  db: Db,
  files: FileStore,
  type: LoadedActivityType,
  report: { uuid: string; data: unknown },
): Promise<DuplicateFlag[]> {
  const own = reportFileSlots(type, report.data as Record<string, unknown>);
  return fileFlags(db, files, own, report.uuid);
}

/** The duplicate-claim flags of a project: its files claimed elsewhere, and the same project filed twice. */
export async function projectDuplicateClaims(
  db: Db,
  files: FileStore,
  project: { id: number; uuid: string; billingProof: string | null; intReportScreenshot: string | null },
): Promise<DuplicateFlag[]> {
  const documents = await db
    .select({ path: projectDocuments.path })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, project.id));
  const own: ReportFileSlot[] = [
    ...(project.billingProof ? [{ slot: 'billing_proof', name: project.billingProof }] : []),
    ...(project.intReportScreenshot
      ? [{ slot: 'int_report_screenshot', name: project.intReportScreenshot }]
      : []),
    ...documents.map((document) => ({ slot: 'documents', name: document.path })),
  ];
  const sameProject = (await sameProjects(db, project.id)).map((claim): DuplicateFlag => ({
    reason: 'same_project',
    field: null,
    distance: null,
    claim,
  }));
  return [...sameProject, ...(await fileFlags(db, files, own, project.uuid))];
}

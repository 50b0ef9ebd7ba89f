import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentStamp, stampFits, type TemplateStamp } from './pglite-template-stamp';

/**
 * Where `npm run build` leaves PGlite templates (`dist/pglite-template` at the project root): data
 * folders initialised and migrated at build time, so a first start need not run PGlite's initdb (4 to
 * 5 s on a new folder) nor every migration.
 */
export const PGLITE_TEMPLATE_ROOT = fileURLToPath(new URL('../../../dist/pglite-template', import.meta.url));

/** One template: the `pgdata` folder PGlite left, and the stamp of what it was made with. */
export interface PgliteTemplate {
  dir: string;
  stamp: TemplateStamp;
}

/**
 * The folder name of a template with this stamp. A template is never changed in place: one made
 * with other migrations or another PGlite goes in a folder of its own, so a start copying one
 * while a build makes the next never copies half of each.
 */
export function templateFolderName(stamp: TemplateStamp): string {
  return createHash('sha256').update(JSON.stringify(stamp)).digest('hex').slice(0, 16);
}

/** The complete templates under `root` (a folder without its stamp is one still being made). */
export function listTemplates(root: string): PgliteTemplate[] {
  if (!existsSync(root)) return [];
  const found: PgliteTemplate[] = [];
  for (const name of readdirSync(root)) {
    if (name.startsWith('.')) continue;
    const dir = join(root, name);
    try {
      found.push({ dir, stamp: JSON.parse(readFileSync(join(dir, 'stamp.json'), 'utf8')) as TemplateStamp });
    } catch {
      // Unreadable or unfinished: not a template.
    }
  }
  return found;
}

/** The template that fits this checkout with the most migrations already in, or null. */
export function fittingTemplate(root: string, now = currentStamp()): PgliteTemplate | null {
  const fitting = listTemplates(root).filter((t) => stampFits(t.stamp, now));
  fitting.sort((a, b) => b.stamp.migrations.length - a.stamp.migrations.length);
  return fitting[0] ?? null;
}

/**
 * Fills a PGlite data folder that does not exist yet (or is empty) from the fitting template under
 * `root`; answers whether it did. The copy goes to a folder beside it and is renamed into place, so
 * a start stopped halfway leaves no half-filled folder for the next one to resume. Without a fitting
 * template, or when the copy fails (a build replacing the template meanwhile), PGlite's initdb runs
 * as before. The caller holds the data folder's lock.
 */
export function startFromTemplate(pgdata: string, root: string): boolean {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
  const template = fittingTemplate(root);
  if (!template) return false;
  const partial = `${pgdata}.partial`;
  try {
    rmSync(partial, { recursive: true, force: true });
    cpSync(join(template.dir, 'pgdata'), partial, { recursive: true });
    rmSync(pgdata, { recursive: true, force: true });
    renameSync(partial, pgdata);
    return true;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
}

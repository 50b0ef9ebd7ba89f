import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations } from './migrate';
import { openPglite } from './open-pglite';
import { currentStamp } from './pglite-template-stamp';
import { PGLITE_TEMPLATE_ROOT, listTemplates, templateFolderName } from './pglite-template';

/**
 * Makes the PGlite template of this checkout under `root` (build time): a data folder opened as the
 * server opens one, migrated, and closed cleanly, with the stamp of what made it. Answers its folder;
 * one with the same stamp is kept as it is. Templates of other stamps are removed.
 */
export async function makePgliteTemplate(root = PGLITE_TEMPLATE_ROOT): Promise<string> {
  const stamp = currentStamp();
  const dir = join(root, templateFolderName(stamp));
  if (!existsSync(join(dir, 'stamp.json'))) {
    const work = join(root, `.partial-${process.pid}`);
    rmSync(work, { recursive: true, force: true });
    const database = await openPglite(work, { templateRoot: null });
    try {
      await applyMigrations(database);
    } finally {
      await database.close();
    }
    // The lock's owner note is the maker's, not part of the data.
    rmSync(join(work, '.club-cms.owner'), { force: true });
    writeFileSync(join(work, 'stamp.json'), `${JSON.stringify(stamp, null, 2)}\n`);
    try {
      renameSync(work, dir);
    } catch (err) {
      // Another build made the same template meanwhile: theirs is as good.
      rmSync(work, { recursive: true, force: true });
      if (!existsSync(join(dir, 'stamp.json'))) throw err;
    }
  }
  for (const old of listTemplates(root)) {
    if (old.dir !== dir) rmSync(old.dir, { recursive: true, force: true });
  }
  return dir;
}

import type { Db } from '../../db/database';
import { projectDocuments, serviceProjects } from '../../db/schema';

/**
 * Every stored file a project names: its billing proof, its international reporting screenshot and
 * its documents (for the orphan sweep and the consistency check, which keep what is named).
 */
export async function projectFileNames(db: Db): Promise<string[]> {
  const projects = await db
    .select({ billing: serviceProjects.billingProof, screenshot: serviceProjects.intReportScreenshot })
    .from(serviceProjects);
  const documents = await db.select({ path: projectDocuments.path }).from(projectDocuments);
  return [...projects.flatMap((p) => [p.billing, p.screenshot]), ...documents.map((d) => d.path)].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
}

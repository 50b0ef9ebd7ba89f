import type { Db } from '../../db/database';
import type { FileStore } from '../files/file-store';
import type { ProjectActing } from './project-scope';
import type { ProjectForms } from './project-forms';

/** Who changes a project: the role and club acted in, and the member (for the status history). */
export interface ProjectCaller extends ProjectActing {
  member: { id: number };
}

/** What the wizard's writes need: the database, the file store and the compiled forms. */
export interface WizardDeps {
  db: Db;
  files: FileStore;
  forms: ProjectForms;
}

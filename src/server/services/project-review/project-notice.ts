import type { serviceProjects } from '../../db/schema';
import type { NotificationInput } from '../notifications/notify';

/** What a notification about a project names: its club and title (for the text) and its uuid (the link). */
export function aboutProject(
  project: Pick<typeof serviceProjects.$inferSelect, 'clubId' | 'uuid' | 'projectTitle' | 'projectCode'>,
): Pick<NotificationInput, 'clubId' | 'entity' | 'entityUuid' | 'details'> {
  return {
    clubId: project.clubId,
    entity: 'project',
    entityUuid: project.uuid,
    // A project without a title yet is named by its code, so the text never shows an empty name.
    details: { project: project.projectTitle ?? project.projectCode ?? '' },
  };
}

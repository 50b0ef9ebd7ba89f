import type { QueryClient } from '@tanstack/react-query';
import { PROJECT_CHAIRMAN_POSITION } from '../../../../shared/machines';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { committeeListQuery } from '../api/use-committee-list';
import { participantListQuery } from '../api/use-participant-list';
import { projectInfoKey, type ActingAs } from '../api/project-keys';
import { mayEditProjectType } from './project-info-form';
import type { WizardProjectFacts } from './wizard-machine';

/** The document types of the photo slots (Photo 01 to Photo 04) share this prefix. */
const PHOTO_PREFIX = 'Photo ';

/** How many of a project's documents are photos: the submission needs one. */
export function photosAmong(documents: readonly { document_type: string }[]): number {
  return documents.filter((doc) => doc.document_type.startsWith(PHOTO_PREFIX)).length;
}

/**
 * The wizard's `loadProject` actor: the project (GET {id}/info, into the same cache entry as
 * useProjectInfo), its committee and its participants, boiled down to what decides where the wizard
 * may open.
 */
export async function loadWizardFacts(
  queryClient: QueryClient,
  acting: ActingAs,
  uuid: string,
): Promise<WizardProjectFacts> {
  const [detail, committee, participants] = await Promise.all([
    queryClient.fetchQuery({
      queryKey: projectInfoKey(acting, uuid),
      queryFn: async () =>
        (await unwrap(api.GET('/api/service-project/{id}/info', { params: { path: { id: uuid } } }))).data,
    }),
    queryClient.fetchQuery(committeeListQuery(acting, uuid)),
    queryClient.fetchQuery(participantListQuery(acting, uuid)),
  ]);
  return {
    status: detail.status,
    projectType: detail.project_type,
    themeChosen: detail.governor_theme_id !== null,
    committeeCount: committee.length,
    chairmanChosen: committee.some((entry) => entry.position === PROJECT_CHAIRMAN_POSITION),
    participantCount: participants.length,
    photoCount: photosAmong(detail.documents),
    mayEdit: mayEditProjectType(acting.role, detail.project_type),
  };
}

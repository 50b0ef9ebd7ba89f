import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { toFormData } from '../../../lib/form-data';
import { sendWithProgress } from '../../../lib/send-with-progress';
import { PROJECTS_KEY } from './project-keys';

/** What the participant save answers: the participants added. */
export type ParticipantsSaved = {
  status_code: number;
  message: string;
  data: components['schemas']['ProjectParticipant'][];
};

/**
 * Adds members as participants of a project (POST /api/service-project/participant/save), multipart
 * with project_id and members[0], members[1]... as spec 3 section 7 sends them; the project's
 * queries reload afterwards.
 */
export function useSaveParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUuid, members }: { projectUuid: string; members: string[] }) =>
      sendWithProgress<ParticipantsSaved>(
        '/api/service-project/participant/save',
        toFormData({ project_id: projectUuid, members }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

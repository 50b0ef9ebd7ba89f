import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../shared/api/openapi';
import { toFormData, type FormValue } from '../../../lib/form-data';
import { sendWithProgress } from '../../../lib/send-with-progress';
import { PROJECTS_KEY } from './project-keys';

/** The step 1 fields as the server takes them (numbers as numbers; multipart sends them as text). */
export type ProjectInfoFields = Omit<
  components['schemas']['ProjectInfoInput'],
  'billing_proof' | 'int_report_screenshot'
>;

/** Step 1's save: the fields, and the files chosen now (a slot without one keeps its stored file). */
export interface ProjectInfoPayload {
  fields: ProjectInfoFields;
  files: { billing_proof?: File; int_report_screenshot?: File };
}

/** What the save answers: 'Success' and the project's uuid. */
export type ProjectInfoSaved = components['responses']['ProjectSaved']['content']['application/json'];

/** The save's URL: info/save for a new project, {uuid}/update-info for a stored one. */
export function projectInfoUrl(uuid: string | null): string {
  return uuid
    ? `/api/service-project/${encodeURIComponent(uuid)}/update-info`
    : '/api/service-project/info/save';
}

/** Sends step 1 as multipart (spec 3 section 7), reporting the upload's progress. */
export function saveProjectInfo(
  uuid: string | null,
  payload: ProjectInfoPayload,
  onProgress?: (fraction: number) => void,
): Promise<ProjectInfoSaved> {
  const body = toFormData({ ...payload.fields, ...payload.files } as Record<string, FormValue>);
  return sendWithProgress<ProjectInfoSaved>(projectInfoUrl(uuid), body, onProgress);
}

/**
 * Creates a project from step 1 (POST /api/service-project/info/save) or saves a stored one's
 * information (POST /api/service-project/{id}/update-info), with the upload's progress (0 to 1) for
 * the page's bar. Every project query reloads afterwards.
 */
export function useSaveProjectInfo() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ uuid, payload }: { uuid: string | null; payload: ProjectInfoPayload }) =>
      saveProjectInfo(uuid, payload, setProgress),
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
  return { ...mutation, progress };
}

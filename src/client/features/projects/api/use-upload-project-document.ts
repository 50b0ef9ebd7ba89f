import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../shared/api/openapi';
import { toFormData } from '../../../lib/form-data';
import { sendWithProgress } from '../../../lib/send-with-progress';
import { PROJECTS_KEY } from './project-keys';

/** A document to attach: its type (Photo 01 ... News papers), the file, and an optional comment. */
export interface ProjectDocumentUpload {
  type: components['schemas']['ProjectDocumentType'];
  document: File;
  comments?: string;
}

/**
 * Attaches a photo or document to a project (POST /api/service-project/{id}/document, multipart with
 * document, type and comments), with the upload's progress (0 to 1); the project reloads afterwards.
 */
export function useUploadProjectDocument(projectUuid: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (upload: ProjectDocumentUpload) =>
      sendWithProgress(
        `/api/service-project/${encodeURIComponent(projectUuid)}/document`,
        toFormData({ type: upload.type, comments: upload.comments || undefined, document: upload.document }),
        setProgress,
      ),
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
  return { ...mutation, progress };
}

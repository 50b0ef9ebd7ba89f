import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { sendWithProgress } from '../../../lib/send-with-progress';
import { reportRequestBody, type ReportPayload } from './report-request';
import { reportUrls } from './report-urls';
import type { ActivitySlug, ReportSaved } from './report-types';

/** What a save needs beside the form's payload. */
export interface SaveTarget {
  type: ActivityType;
  /** The month filed for (a new report); omitted when changing one. */
  month?: string;
  /** The report's uuid when changing it; omitted when filing. */
  id?: string;
  /** The type's file slots, which travel only as files. */
  fileSlots: readonly string[];
}

/** JSON goes through the typed client; multipart through XHR, which reports the upload's progress. */
async function save(
  { type, month, id, fileSlots }: SaveTarget,
  payload: ReportPayload,
  onProgress: (fraction: number) => void,
): Promise<ReportSaved> {
  const body = reportRequestBody(type, month, payload, fileSlots);
  if (body instanceof FormData) {
    const url = id ? reportUrls.update(type, id) : reportUrls.create(type);
    return sendWithProgress<ReportSaved>(url, body, onProgress);
  }
  const slug = type.slug as ActivitySlug | null;
  if (id) {
    return (await (slug
      ? unwrap(api.POST('/api/{type}/{id}', { params: { path: { type: slug, id } }, body }))
      : unwrap(api.POST('/api/activity/{id}/update', { params: { path: { id } }, body })))) as ReportSaved;
  }
  return (await (slug
    ? unwrap(api.POST('/api/{type}', { params: { path: { type: slug } }, body: body as never }))
    : unwrap(api.POST('/api/activity/common/create', { body: body as never })))) as ReportSaved;
}

/**
 * Files a new report, or saves a change to one, with the upload's progress (0 to 1) for the page's
 * progress bar. The activity lists and reports reload afterwards.
 */
export function useSaveReport(target: SaveTarget) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (payload: ReportPayload) => save(target, payload, setProgress),
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
  return { ...mutation, progress };
}

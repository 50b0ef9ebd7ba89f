import { useQueryClient } from '@tanstack/react-query';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { sendWithProgress } from '../../../lib/send-with-progress';
import type { TransferHandlers } from '../../../lib/upload/upload-machine';
import { useUpload, type Upload } from '../../../lib/upload/use-upload';
import { keepForLater } from '../../../lib/outbox/outbox-sender';
import { bodyOf, outboxAvailable } from '../../../lib/outbox/outbox-store';
import { readSession } from '../../../lib/session-store';
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
  { onBytes, onUploaded, signal }: TransferHandlers,
): Promise<ReportSaved> {
  const body = reportRequestBody(type, month, payload, fileSlots);
  if (body instanceof FormData) {
    const url = id ? reportUrls.update(type, id) : reportUrls.create(type);
    return sendWithProgress<ReportSaved>(url, body, { onBytes, onUploaded, signal });
  }
  // A JSON body is a few hundred bytes: it is sent at once, and what remains is the server's answer.
  onUploaded();
  const slug = type.slug as ActivitySlug | null;
  if (id) {
    return (await (slug
      ? unwrap(api.POST('/api/{type}/{id}', { params: { path: { type: slug, id } }, body, signal }))
      : unwrap(
          api.POST('/api/activity/{id}/update', { params: { path: { id } }, body, signal }),
        ))) as ReportSaved;
  }
  return (await (slug
    ? unwrap(api.POST('/api/{type}', { params: { path: { type: slug } }, body: body as never, signal }))
    : unwrap(api.POST('/api/activity/common/create', { body: body as never, signal })))) as ReportSaved;
}

/** A report's save: the upload as the page shows it, and the call that starts it. */
export interface ReportSave {
  upload: Upload;
  /** Sends the report; `onSaved` hears the saved report once the server answered. */
  send: (payload: ReportPayload, onSaved: (saved: ReportSaved) => void) => void;
  /**
   * Keeps a new report on the device when the browser is offline, to be sent when the connection
   * returns (also after the tab is closed); answers false, keeping nothing, when it is online, when
   * it changes a report, or without IndexedDB or a session.
   */
  keep: (payload: ReportPayload, typeTitle: string) => Promise<boolean>;
}

/**
 * Files a new report, or saves a change to one, through the upload machine: per-file progress, cancel,
 * a timeout, and retry with the same files. The activity lists and reports reload afterwards.
 */
export function useSaveReport(target: SaveTarget): ReportSave {
  const queryClient = useQueryClient();
  const upload = useUpload();
  const send = (payload: ReportPayload, onSaved: (saved: ReportSaved) => void) => {
    const files = [...payload.files]
      .filter(([slot]) => target.fileSlots.includes(slot))
      .map(([, file]) => ({ name: file.name, size: file.size }));
    upload.start(
      (handlers) => save(target, payload, handlers),
      target.type.transport === 'json' ? [] : files,
      (answer) => {
        void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
        onSaved(answer as ReportSaved);
      },
    );
  };
  const keep = async (payload: ReportPayload, typeTitle: string) => {
    const { userId, role, clubId } = readSession();
    if (navigator.onLine !== false || target.id || !target.month || !userId || !outboxAvailable())
      return false;
    const body = reportRequestBody(target.type, target.month, payload, target.fileSlots);
    await keepForLater({
      userId,
      role,
      clubId,
      url: reportUrls.create(target.type),
      body: bodyOf(body),
      typeKey: target.type.key,
      typeTitle,
      month: target.month,
    });
    return true;
  };
  return { upload, send, keep };
}

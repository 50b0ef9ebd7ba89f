import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/translator';
import { ApiError, linesOf } from '../lib/api-error';
import type { Upload } from '../lib/upload/use-upload';
import { ErrorAlert } from './error-alert';
import { componentsMessages } from './messages';
import './upload-panel.css';

/** Props of an upload's panel. */
export interface UploadPanelProps {
  upload: Upload;
  /** What is being sent, for its sentences ('the report'), in the current language. */
  what: string;
}

/** Whether sending again may help: the connection, a timeout or the server failed, not the data. */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** A percentage for people. */
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * An upload beside the form's submit button, where the officer is (issue 13): each file's progress
 * and Cancel while uploading; "Saving" while the server stores the files; the failure with Try again
 * (the same files, not chosen again) when the connection or the server failed. It scrolls itself
 * into view and is announced as it changes.
 */
export function UploadPanel({ upload, what }: UploadPanelProps) {
  const t = useT();
  const { phase, files, error } = upload;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase !== 'idle' && phase !== 'done') panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [phase]);

  return (
    <div ref={panel} className="cms-upload-panel">
      <div role="status" aria-live="polite">
        {phase === 'uploading' ? (
          <>
            <p className="cms-upload-panel__title">{t(componentsMessages.sending, { what })}</p>
            {files.map((file) => (
              <div key={file.name} className="cms-upload-panel__file">
                <span className="cms-upload-panel__name">{file.name}</span>
                <ProgressBar
                  aria-label={t(componentsMessages.uploadOf, { name: file.name })}
                  value={file.fraction}
                  stripes={false}
                  intent={Intent.PRIMARY}
                />
                <span className="cms-upload-panel__percent">{percent(file.fraction)}</span>
              </div>
            ))}
          </>
        ) : phase === 'waiting' ? (
          <p className="cms-upload-panel__title">
            {t(componentsMessages.waitingOffline, { what: capitalised(what) })}
          </p>
        ) : phase === 'processing' ? (
          <p className="cms-upload-panel__title">{t(componentsMessages.savingAfterSent, { what })}</p>
        ) : null}
      </div>
      {phase === 'uploading' || phase === 'waiting' ? (
        <Button text={t(componentsMessages.cancelUpload)} onClick={upload.cancel} />
      ) : null}
      {phase === 'failed' ? (
        <>
          <ErrorAlert
            lines={[t(componentsMessages.notSaved, { what: capitalised(what) }), ...linesOf(error)]}
            onDismiss={upload.dismiss}
          />
          {retryable(error) ? (
            <Button
              intent={Intent.PRIMARY}
              icon="refresh"
              text={t(componentsMessages.tryAgain)}
              onClick={upload.retry}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The sentence's first letter in capitals (where the language has capitals). */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

import { Button, Intent } from '@blueprintjs/core';

/** Props of a report's Download button. */
export interface DownloadButtonProps<T> {
  /** The button's text ('Download csv' for the activity report, 'Download' for the project ones). */
  text: string;
  /** What to download; null until the user has chosen, which keeps the button disabled. */
  choice: T | null;
  /** The download call (useReportDownload). */
  download: { isPending: boolean; mutate: (choice: T) => void };
}

/** A report's Download button: waits while its report loads and until something is chosen. */
export function DownloadButton<T>({ text, choice, download }: DownloadButtonProps<T>) {
  return (
    <Button
      intent={Intent.PRIMARY}
      icon="download"
      text={text}
      className="cms-reports__download"
      loading={download.isPending}
      disabled={choice === null || download.isPending}
      onClick={() => choice !== null && download.mutate(choice)}
    />
  );
}

import { isMissing, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the link renderer for `link` rows. */
export const linkTester = rankWith(1, 'link');

/** Whether a URL is safe to link to: only web addresses, never javascript: or data: ones a club typed in. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** The URL as an anchor opening in a new tab; any other text shows as plain text. */
export function LinkRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  if (isMissing(value)) return <>{MISSING}</>;
  const url = String(value);
  if (!isWebUrl(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

/** Dates travel as YYYY-MM-DD and show as DD/MM/YYYY; anything else is shown unchanged. */
export function formatDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

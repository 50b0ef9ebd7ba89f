/** The spec's default trim length for names on cards. */
export const DEFAULT_TRIM = 25;

/** Cuts a text to `max` characters, marking the cut with an ellipsis. */
export function trimText(text: string, max = DEFAULT_TRIM): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

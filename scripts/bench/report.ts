import { readFileSync, writeFileSync } from 'node:fs';

/** Where `npm run bench` writes its figures between the two markers; the rest is kept. */
export const RESULTS_START = '<!-- bench:results (written by npm run bench; edits here are lost) -->';
export const RESULTS_END = '<!-- /bench:results -->';

/** A markdown table of `rows` under `header`. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Milliseconds as '12 ms'. */
export const ms = (value: number) => `${Math.round(value)} ms`;
/** A ratio as '0.52×'. */
export const ratio = (value: number) => `${value.toFixed(2)}×`;
/** A rate as '1,234'. */
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Puts `markdown` between the results markers of `file`, adding the markers at the end the first
 * time; everything outside them (the history of before/after figures) stays as people wrote it.
 */
export function writeResults(file: string, markdown: string): void {
  const text = readFileSync(file, 'utf8');
  const block = `${RESULTS_START}\n\n${markdown.trim()}\n\n${RESULTS_END}`;
  const start = text.indexOf(RESULTS_START);
  const end = text.indexOf(RESULTS_END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + RESULTS_END.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

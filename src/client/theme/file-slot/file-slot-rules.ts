import type { RJSFSchema, UIOptionsType } from '@rjsf/utils';
import { themeMessages } from '../messages';
import { SlotRefusal } from './slot-refusal';

/**
 * The server's upload limit (ARCHITECTURE.md: 500 KB), unless `ui:options.maxBytes` or the schema's
 * `x-file.maxBytes` says otherwise.
 */
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024;

/** What a file slot takes: the `accept` list (none means any) and the largest size in bytes. */
export interface FileSlotRules {
  /** The chooser's `accept` list, e.g. 'application/pdf,image/*'. */
  accept: string | undefined;
  /** Files above this many bytes are refused. */
  maxBytes: number;
}

/**
 * The rules of a file slot: `ui:options` first (a form may narrow a slot), then the schema's
 * `x-file` (the activity schemas' `document` and `photo` slots, which the server checks too), then
 * the defaults. Reading the schema keeps one source for client and server.
 */
export function fileSlotRules(schema: RJSFSchema, options: UIOptionsType): FileSlotRules {
  const xFile = (schema as { 'x-file'?: unknown })['x-file'];
  const slot = typeof xFile === 'object' && xFile !== null ? (xFile as Record<string, unknown>) : {};
  const pickString = (...values: unknown[]) =>
    values.find((v): v is string => typeof v === 'string' && v !== '');
  const pickNumber = (...values: unknown[]) =>
    values.find((v): v is number => typeof v === 'number' && v > 0);
  return {
    accept: pickString(options.accept, slot.accept),
    maxBytes: pickNumber(options.maxBytes, slot.maxBytes) ?? DEFAULT_MAX_FILE_BYTES,
  };
}

/** The refusal of a file over the limit, in the house style. */
export function fileTooLargeRefusal(maxBytes: number): SlotRefusal {
  return new SlotRefusal(themeMessages.fileTooLarge, { kb: String(Math.round(maxBytes / 1024)) });
}

/** The message for a file over the limit, in the house style (English). */
export function fileTooLargeMessage(maxBytes: number): string {
  return fileTooLargeRefusal(maxBytes).message;
}

/** Whether a file matches an `accept` list ('image/*', 'application/pdf', '.pdf'); none means any. */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

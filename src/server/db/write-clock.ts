import type { PGlite } from '@electric-sql/pglite';

/**
 * Counts the writes that completed on a database only this process can write to (a PGlite folder
 * is locked to one process). A reader that notes the count before it reads and finds it unchanged
 * after knows no write finished in between, so what it read may be kept until the count moves.
 */
export interface WriteClock {
  /** The number of writes completed so far. */
  now(): number;
}

/** Statements that cannot change data. Everything else (and every transaction) counts as a write. */
const READ_ONLY = /^\s*(select|show|explain)\b/i;

/**
 * Makes `client` count its writes: every statement that is not a plain read, every `exec`, and
 * every transaction, counted when it ends (committed or not), so a read that overlapped it never
 * finds the count unchanged.
 */
export function countWrites(client: PGlite): WriteClock {
  let count = 0;
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      count++;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest)
      : after((query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => after(exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    after(transaction(...args))) as PGlite['transaction'];
  return { now: () => count };
}

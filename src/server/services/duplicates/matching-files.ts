import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { Db } from '../../db/database';
import { SIMILAR_PHOTO_BITS } from './file-fingerprint';

/** Another stored file that is the same file as one of ours, or the same picture. */
export interface FileMatch {
  /** Our file (the store's name). */
  own: string;
  /** The other file. */
  other: string;
  /** True when the bytes are the same (SHA-256). */
  sameBytes: boolean;
  /** Bits the two photos' perceptual hashes differ in; null when either is no photo. */
  distance: number | null;
}

/**
 * Every other fingerprinted file whose bytes equal one of `names`' or whose photo is within
 * SIMILAR_PHOTO_BITS of one of theirs. One query: equal bytes through the SHA-256 index; photos by
 * the Hamming distance of their hashes (a district's few thousand photos a year scan in milliseconds).
 */
export async function matchingFiles(db: Db, names: readonly string[]): Promise<FileMatch[]> {
  if (names.length === 0) return [];
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await queryRows<{ own: string; other: string; same_bytes: boolean; distance: number | null }>(
    db,
    sql`
    select mine.name as own, other.name as other, mine.sha256 = other.sha256 as same_bytes,
           bit_count(mine.image_hash # other.image_hash)::int as distance
      from file_fingerprints mine
      join file_fingerprints other
        on other.name <> mine.name
       and (other.sha256 = mine.sha256
            or bit_count(mine.image_hash # other.image_hash) <= ${SIMILAR_PHOTO_BITS})
     where mine.name in (${list})
     order by mine.name, other.name`,
  );
  return rows.map((row) => ({
    own: row.own,
    other: row.other,
    sameBytes: row.same_bytes,
    distance: row.distance === null ? null : Number(row.distance),
  }));
}

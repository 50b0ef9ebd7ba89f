import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';

/**
 * SQL, a subquery for `inArray(members.id, ...)`: the ids of a page of the members matching `where`,
 * by name (display_name, id). The matches are gathered first (MATERIALIZED), then sorted and paged:
 * otherwise PostgreSQL walks the name index in order and tests every member it passes, which for a
 * rare name is most of the district (seconds at 1.4 million members) while the trigram index on
 * search_text finds the matches directly. For a search with a trigram to look up (`hasTrigram`).
 */
export function matchesByName(
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
): SQL {
  return sql`(with matched as materialized (
      select ${members.id}, ${members.displayName} from ${members} where ${where ?? sql`true`})
    select id from matched order by display_name, id limit ${limit} offset ${offset})`;
}

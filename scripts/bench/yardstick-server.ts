/**
 * The yardstick of the read benchmarks: a bare Fastify route that runs one paged query on the same
 * `members` table the app reads, with no session, roles or serialisation schema. It shows what this
 * machine and database can answer at most, so the app's figures read as a share of it.
 *
 * Started by the bench as a child: PORT, CLUB_UUID and either DATABASE_URL (node-postgres, a pool of 10
 * like the app's) or DATA_DIR (a PGlite folder the app has released).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const PAGE_QUERY =
  'select uuid, display_name, full_name, international_id, status, member_since from members ' +
  'where club_id = $1 order by display_name, id limit 15 offset 0';

type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

async function openQuery(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return (text, values) => pool.query(text, values);
  }
  const client = await PGlite.create(`${process.env.DATA_DIR}/pgdata`, { extensions: { pg_trgm } });
  return (text, values) => client.query(text, values);
}

const query = await openQuery();
// The club president's club, named by uuid as the app's answers name it.
const { rows } = await query('select id from clubs where uuid = $1', [process.env.CLUB_UUID]);
const clubId = (rows[0] as { id: number } | undefined)?.id;
if (clubId === undefined) throw new Error(`no club ${process.env.CLUB_UUID}`);
const app = Fastify({ logger: false });
app.get('/yardstick', async () => {
  const { rows } = await query(PAGE_QUERY, [clubId]);
  return { data: rows };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('yardstick ready');

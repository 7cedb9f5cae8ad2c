import pg from 'pg';
import { randomSchemaName } from '../../apps/server/src/db/connect.ts';

/**
 * Runs `run` on a PostgreSQL database of its own (`<prefix>_<random>`) created on the server at `adminUrl`, and
 * drops it afterwards, even when the run fails. A database rather than a schema: a spawned server takes only
 * a DATABASE_URL, and migrates into the database's own `public` and `drizzle` schemas.
 */
export async function withThrowawayDatabase<T>(
  adminUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = randomSchemaName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return await run(url.toString());
    } finally {
      // FORCE: a server that did not stop cleanly may still hold connections.
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

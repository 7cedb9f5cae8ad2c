// drizzle-kit writes `"public".` into foreign keys; our migrations must run in whatever schema the
// search_path names (each PostgreSQL test run gets its own), so the qualifier is removed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../src/db/migrations/', import.meta.url);
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = new URL(file, folder);
  const text = readFileSync(path, 'utf8');
  const unqualified = text.replaceAll('"public".', '');
  if (unqualified !== text) writeFileSync(path, unqualified);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, paths } from './config.ts';
import { seedDemoStores } from './modules/store-import/demo-seed.ts';
import { listStoreFriendlyIds } from './modules/stores/stores.repository.ts';
import { openRuntime } from './runtime.ts';

// `npm start`: migrate (on connect), seed the demo stores on a first run, serve the API and the storefront.
const config = loadConfig();
const { database, storage } = await openRuntime(config);

const seed = await seedDemoStores({ db: database.db, storage }, paths.demoDataDir);
if (seed.seeded) {
  for (const store of seed.imported) console.log(`Seeded demo store ${store.friendlyId}`);
  for (const failure of seed.failed) console.error(`Could not seed ${failure.file}:\n${failure.message}`);
}

const app = await buildApp({ database, config });
await app.listen({ port: config.port, host: config.host });

const origin = `http://localhost:${config.port}`;
if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
  console.log(`The storefront is not built (npm run build): serving the API only.`);
}
const friendlyIds = await listStoreFriendlyIds(database.db);
console.log(`\nHaat is running on ${origin} (${database.kind}). Stores:`);
for (const friendlyId of friendlyIds) console.log(`  ${origin}/${friendlyId}`);
if (friendlyIds.length === 0) console.log('  none yet: npm run cli -- store import <file>');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // In-flight requests finish; a stuck one does not keep the process alive for ever.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

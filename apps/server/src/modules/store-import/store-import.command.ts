import path from 'node:path';
import type { CliCommand } from '#src/cli/cli-command.ts';
import { importStoreFile } from './store-import.service.ts';
import { inEnglish } from '#src/result.ts';

/** `store import <file>`: loads (or replaces) one store from its JSON document and the images beside it. */
export const storeImportCommand: CliCommand = {
  words: ['store', 'import'],
  usage: 'store import <file>',
  summary: 'import a store document (store.json and the images beside it); re-importing replaces it',
  async run(args, context) {
    if (args.length !== 1) {
      context.err(`Usage: npm run cli -- ${this.usage}`);
      return 2;
    }
    const file = path.resolve(context.cwd, args[0]!);
    const result = await importStoreFile({ db: context.database.db, storage: context.storage }, file);
    if (!result.ok) {
      context.err(`Import failed (${result.error.code}):\n${inEnglish(result.error.message)}`);
      return 1;
    }
    const store = result.value;
    context.cacheBus.storeChanged(store.storeId);
    const { categories, products, variants, banners, images } = store.counts;
    context.out(
      `${store.created ? 'Imported' : 'Replaced'} store ${store.friendlyId} (${store.storeId}): ` +
        `${categories} categories, ${products} products, ${variants} variants, ${banners} banners, ${images} images`,
    );
    return 0;
  },
};

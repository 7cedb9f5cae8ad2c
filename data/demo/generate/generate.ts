/**
 * Writes the demo stores as import documents: `<friendlyId>/store.json` plus the SVG images it names.
 * Run with `npm run -w @haat/demo-data generate`. The output is deterministic, so re-running it on an
 * unchanged generator leaves git clean.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeImportSchema } from '@haat/contract/store-import/store-import.schemas';
import { format, resolveConfig } from 'prettier';
import { brandsWithMakers } from './catalogue/brand-makers.ts';
import { storeProblems } from './check-store.ts';
import { demoDairy } from './stores/demo-dairy/dairy-store.ts';
import { demoGrocery } from './stores/demo/demo-store.ts';
import { assembleStore, type StoreBundle } from './stores/store-seed.ts';

const demoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function validate(bundle: StoreBundle): void {
  const parsed = storeImportSchema.safeParse(bundle.document);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  problems.push(...storeProblems(bundle.document, bundle.files));
  if (problems.length > 0) {
    throw new Error(`${bundle.folder}/store.json is not valid:\n  ${problems.slice(0, 30).join('\n  ')}`);
  }
}

async function write(bundle: StoreBundle): Promise<number> {
  const folder = path.join(demoRoot, bundle.folder);
  // Start from an empty images folder so renamed products leave no stale files behind.
  await rm(path.join(folder, 'images'), { recursive: true, force: true });
  let bytes = 0;
  for (const [file, svg] of [...bundle.files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, svg);
    bytes += Buffer.byteLength(svg);
  }
  const jsonFile = path.join(folder, 'store.json');
  // Formatted as the repository's Prettier would, so `npm run format` leaves it alone.
  const options = (await resolveConfig(jsonFile)) ?? {};
  const json = await format(JSON.stringify(bundle.document), { ...options, filepath: jsonFile });
  await writeFile(jsonFile, json);
  return bytes + Buffer.byteLength(json);
}

function summary(bundle: StoreBundle, bytes: number): string {
  const { categories, products } = bundle.document;
  const count = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).length;
  return [
    `${bundle.folder}: ${categories.length} categories (${categories.filter((c) => !c.isActive).length} inactive)`,
    `${products.length} products`,
    `${count((p) => p.isSubscribable)} subscribable`,
    `${count((p) => p.variants.every((v) => v.availableQuantity === 0))} out of stock`,
    `${count((p) => p.variants[0]?.isVisible === false)} with a hidden first variant`,
    `makers: ${count((p) => p.declarations.maker === null)} none (loose)`,
    ...(['MANUFACTURER', 'PACKER', 'IMPORTER'] as const).map(
      (kind) => `${count((p) => p.declarations.maker?.kind === kind)} ${kind.toLowerCase()}`,
    ),
    `${bundle.files.size} images`,
    `${Math.round(bytes / 1024)} KB`,
  ].join(', ');
}

const seeds = [demoGrocery, demoDairy];
// One maker per brand sold: an entry no product uses is a stale row in brand-makers.ts.
const brandsSold = new Set(seeds.flatMap((seed) => seed.catalogue.flatMap((c) => c.products.map((p) => p.brand))));
const unsold = brandsWithMakers.filter((brand) => !brandsSold.has(brand));
if (unsold.length > 0) throw new Error(`brand-makers.ts names brands no product has: ${unsold.join(', ')}`);

for (const seed of seeds) {
  const bundle = assembleStore(seed);
  validate(bundle);
  const bytes = await write(bundle);
  console.log(summary(bundle, bytes));
}

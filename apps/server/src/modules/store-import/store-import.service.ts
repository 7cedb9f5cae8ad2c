import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { storeImportSchema } from '@haat/contract/store-import/store-import.schemas';
import type { Db } from '#src/db/connect.ts';
import type { FileStorage } from '#src/providers/storage/file-storage.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { ImageCollector, storeImages } from './store-import.images.ts';
import { buildPlan, findDocumentProblems, imageRefs, type StoreImportPlan } from './store-import.plan.ts';
import { DomainTakenError, findImportTarget, writeStorePlan } from './store-import.repository.ts';
import { stableId } from './stable-id.ts';

export interface StoreImportDeps {
  db: Db;
  storage: FileStorage;
}

/** Answered by the CLI and the demo seed, never over HTTP: these codes have no status in result.ts. */
type StoreImportFailure = 'UNREADABLE_FILE' | 'INVALID_DOCUMENT' | 'DOMAIN_TAKEN';

export interface ImportedStore {
  storeId: string;
  orgId: string;
  friendlyId: string;
  /** false when the friendly id existed and the store was replaced in place. */
  created: boolean;
  counts: { categories: number; products: number; variants: number; banners: number; images: number };
}

/** A refusal lists every problem found; its message shows the first few. */
type StoreImportResult = Result<ImportedStore, StoreImportFailure, { problems: string[] }>;

const MAX_PROBLEMS_SHOWN = 25;

function failure(code: StoreImportFailure, problems: string[]): StoreImportResult {
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN);
  const more = problems.length > shown.length ? [`… and ${problems.length - shown.length} more`] : [];
  return fail(code, forOperator([...shown, ...more].join('\n')), { problems });
}

/** Reads a store document (`store.json`) and imports it; its images are named relative to its folder. */
export async function importStoreFile(deps: StoreImportDeps, filePath: string): Promise<StoreImportResult> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    return failure('UNREADABLE_FILE', [`cannot read ${path.basename(filePath)}: ${(error as Error).message}`]);
  }
  return importStore(deps, document, path.dirname(path.resolve(filePath)));
}

/**
 * Imports one whole store: validates the document, copies its images into file storage, then writes the
 * store and all its rows in one transaction. A document whose friendly id exists replaces that store in
 * place (same ids), so importing twice never duplicates anything.
 */
export async function importStore(
  deps: StoreImportDeps,
  document: unknown,
  baseDir: string,
): Promise<StoreImportResult> {
  const parsed = storeImportSchema.safeParse(document);
  if (!parsed.success) {
    return failure(
      'INVALID_DOCUMENT',
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`),
    );
  }
  const doc = parsed.data;
  const problems = findDocumentProblems(doc);
  const friendlyId = doc.store.friendlyId;
  const existing = await findImportTarget(deps.db, friendlyId);
  const ids = existing ?? {
    storeId: stableId('store', friendlyId),
    orgId: stableId('org', friendlyId),
    locationId: stableId('location', friendlyId),
  };
  const images = new ImageCollector(baseDir, ids.storeId, deps.storage);
  await images.load(imageRefs(doc));
  problems.push(...images.problems);
  if (problems.length > 0) return failure('INVALID_DOCUMENT', problems);

  const plan = buildPlan(doc, ids, images);
  const written = await storeImages(deps.storage, plan.images);
  try {
    await writeStorePlan(deps.db, plan);
  } catch (error) {
    // The rows were rolled back; the files only this attempt wrote go too.
    await Promise.all(written.map((key) => deps.storage.remove(key)));
    if (error instanceof DomainTakenError) return failure('DOMAIN_TAKEN', [error.message]);
    throw error;
  }
  return ok(summarise(plan, existing === null));
}

function summarise(plan: StoreImportPlan, created: boolean): ImportedStore {
  return {
    storeId: plan.storeId,
    orgId: plan.orgId,
    friendlyId: plan.friendlyId,
    created,
    counts: {
      categories: plan.categories.length,
      products: plan.products.length,
      variants: plan.variants.length,
      banners: plan.banners.length,
      images: plan.images.length,
    },
  };
}

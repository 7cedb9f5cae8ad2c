import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { hasAnyStore } from './store-import.repository.ts';
import { importStoreFile, type ImportedStore, type StoreImportDeps } from './store-import.service.ts';
import { addStaffMember } from '#src/modules/console/index.ts';
import { inEnglish } from '#src/result.ts';

export interface SeedOutcome {
  /** false when the database already had stores: the seed runs on a first start only. */
  seeded: boolean;
  imported: ImportedStore[];
  failed: { file: string; message: string }[];
}

/** The demo store documents: every `<demoDir>/<friendlyId>/store.json`, in name order. */
export function findDemoStoreFiles(demoDir: string): string[] {
  if (!existsSync(demoDir)) return [];
  return readdirSync(demoDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(demoDir, name, 'store.json'))
    .filter((file) => existsSync(file));
}

export interface SeedOptions {
  /**
   * Outside production only (main.ts decides): a phone put on each seeded store's staff as its OWNER, so the
   * demo stores' consoles can be opened (DEMO_OWNER_MOBILE). Left out in production: no back door there.
   */
  ownerMobile?: string;
}

/**
 * On a first start (no stores at all) imports every demo store. A broken document is reported and the
 * others still load, so one bad file does not leave the shop empty.
 */
export async function seedDemoStores(
  deps: StoreImportDeps,
  demoDir: string,
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { seeded: false, imported: [], failed: [] };
  if (await hasAnyStore(deps.db)) return outcome;
  outcome.seeded = true;
  for (const file of findDemoStoreFiles(demoDir)) {
    try {
      const result = await importStoreFile(deps, file);
      if (result.ok) {
        outcome.imported.push(result.value);
        if (options.ownerMobile) {
          const member = { mobile: options.ownerMobile, role: 'OWNER' as const, name: 'Demo owner' };
          await addStaffMember(deps.db, { storeId: result.value.storeId, staffId: null }, member);
        }
      } else outcome.failed.push({ file, message: inEnglish(result.error.message) });
    } catch (error) {
      // e.g. two replicas seeding one PostgreSQL at once: the other one's import wins, the data is the same.
      outcome.failed.push({ file, message: (error as Error).message });
    }
  }
  return outcome;
}

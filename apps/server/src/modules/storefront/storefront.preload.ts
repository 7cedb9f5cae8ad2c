import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchStorefrontPage } from '@haat/contract/storefront/storefront-pages';

/** One entry of the build's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Preloads = { scripts: string[]; styles: string[] };

/**
 * The scripts and style sheets of the page an address opens (its screen modules, as the page table names
 * them, and what they import), beyond the entry's own (which the HTML already names): written into the HTML
 * as preloads, they download with the entry instead of after it has run. Empty without a build manifest.
 */
export function routePreloads(webDistDir: string): (appPath: string) => Preloads {
  const manifestFile = path.join(webDistDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => ({ scripts: [], styles: [] });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entry = entryKey ? closure(entryKey) : new Set<string>();
  // By the page's screen modules: as many as the page table has pages and sections.
  const byModules = new Map<string, Preloads>();
  const preloadsOf = (modules: readonly string[]): Preloads => {
    const key = modules.join(' ');
    let preloads = byModules.get(key);
    if (!preloads) {
      const keys = new Set(modules.flatMap((module) => [...closure(module)]));
      const chunks = [...keys].filter((chunk) => !entry.has(chunk)).map((chunk) => manifest[chunk]!);
      preloads = {
        scripts: chunks.map((chunk) => `/${chunk.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      };
      byModules.set(key, preloads);
    }
    return preloads;
  };
  return (appPath) => preloadsOf(matchStorefrontPage(appPath)?.screens.map((screen) => screen.module) ?? []);
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the build's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The screens a first visit most often lands on, by app path, and the page module the router loads. */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/?$/, 'src/features/home/routes/home.route.tsx'],
  [/^\/category\/?$/, 'src/features/catalogue/routes/category-list.route.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/features/catalogue/routes/category-detail.route.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/features/product/routes/product.route.tsx'],
  [/^\/search\/?$/, 'src/features/search/routes/search.route.tsx'],
];

/**
 * The scripts and style sheets of the page an address opens, beyond the entry's own (which the HTML already
 * names): written into the HTML as preloads, they download with the entry instead of after it has run.
 * Empty without a build manifest.
 */
export function routePreloads(webDistDir: string): (appPath: string) => { scripts: string[]; styles: string[] } {
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
  const byModule = new Map(
    ROUTE_MODULES.map(([, module]) => {
      const chunks = [...closure(module)].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
      return [
        module,
        {
          scripts: chunks.map((chunk) => `/${chunk.file}`),
          styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
        },
      ];
    }),
  );
  return (appPath) => {
    const module = ROUTE_MODULES.find(([pattern]) => pattern.test(appPath))?.[1];
    return (module && byModule.get(module)) || { scripts: [], styles: [] };
  };
}

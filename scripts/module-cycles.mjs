// Import cycles between the server's modules and between the web's features (issue 36). ESLint's
// import-x/no-cycle finds cycles between files; this finds them between folders, where a cycle hides behind
// index.ts files (wallets → payments → orders → wallets) without any file importing itself. Type-only
// imports are left out: they vanish at run time. `npm run lint` runs it; exits 1 and names each cycle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const leftOut = /\.test\.tsx?$|test-kit\.ts$|test-data\.ts$|\.d\.ts$/;

/** The code files under `dir`, relative to it. */
function codeFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !leftOut.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What a file imports at run time: static imports and re-exports that are not type-only, and `import()`. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((el) => el.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The graph between the folders of `srcDir` that `folderOf` names (a file outside them is its own node),
 * from `#src/…` and relative imports.
 */
export function folderGraph(srcDir, folderOf) {
  const graph = new Map();
  for (const file of codeFiles(srcDir)) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of runtimeImports(file, readFileSync(path.join(srcDir, file), 'utf8'))) {
      let target;
      if (specifier.startsWith('#src/')) target = specifier.slice('#src/'.length);
      else if (specifier.startsWith('.')) target = path.normalize(path.join(path.dirname(file), specifier));
      else continue;
      const to = folderOf(target);
      if (to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Each cycle met by a depth-first walk, as the path that closes it (`a → b → a`). */
export function findCycles(graph) {
  const cycles = [];
  const state = new Map(); // 1 while on the path, 2 when done
  const walk = (node, trail) => {
    state.set(node, 1);
    trail.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 1) cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, trail);
    }
    trail.pop();
    state.set(node, 2);
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) walk(node, []);
  return cycles;
}

/** A file's folder: a server module, a provider, a web feature; anything else stands for itself. */
const firstTwo = (file) => file.split(path.sep).slice(0, 2).join('/');
export const graphs = {
  server: () =>
    folderGraph(path.join(root, 'apps/server/src'), (file) =>
      /^(modules|providers)\/[^/]+\//.test(file.split(path.sep).join('/')) ? firstTwo(file) : file,
    ),
  web: () =>
    folderGraph(path.join(root, 'apps/web/src'), (file) =>
      /^features\/[^/]+\//.test(file.split(path.sep).join('/')) ? firstTwo(file) : file,
    ),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const [name, build] of Object.entries(graphs)) {
    for (const cycle of findCycles(build())) {
      failed = true;
      console.error(`import cycle in ${name}: ${cycle.join(' → ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

import { describe, expect, it } from 'vitest';
import { findCycles, graphs, runtimeImports } from './module-cycles.mjs';

const graphOf = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('finds a cycle through three folders', () => {
    const graph = graphOf({ orders: ['wallets'], wallets: ['payments'], payments: ['orders'], stores: [] });
    expect(findCycles(graph)).toEqual([['orders', 'wallets', 'payments', 'orders']]);
  });

  it('finds none in a graph that only points down', () => {
    const graph = graphOf({ payments: ['orders', 'wallets'], orders: ['wallets'], wallets: [] });
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('leaves out type-only imports and re-exports, and keeps import()', () => {
    const text = [
      "import type { A } from '#src/a.ts';",
      "import { type B } from '#src/b.ts';",
      "import { c, type C } from '#src/c.ts';",
      "export type { D } from '#src/d.ts';",
      "export { e } from '#src/e.ts';",
      "const f = () => import('#src/f.ts');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['#src/c.ts', '#src/e.ts', '#src/f.ts']);
  });
});

// The tree itself: `npm run lint` runs the same check and names each cycle.
describe.each(Object.entries(graphs))('the %s folders', (_name, build) => {
  it('import each other without a cycle', () => {
    const graph = build();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycles(graph)).toEqual([]);
  });
});

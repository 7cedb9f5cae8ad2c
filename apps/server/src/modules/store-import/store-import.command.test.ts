import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTestCli } from '#src/cli/cli-test-kit.ts';
import { fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const context = await createTestApp();

/** Where the operator "ran npm": a copy of the fixture images, with documents written beside them. */
const workDir = mkdtempSync(path.join(tmpdir(), 'haat-cli-'));
cpSync(fixtureImagesDir, workDir, { recursive: true });

const cli = (...argv: string[]) => runTestCli(context, argv, { cwd: workDir });

describe('cli store import <file>', () => {
  it('imports a store from a path relative to where npm was run, then replaces it on a second run', async () => {
    const doc = storeDocument();
    writeFileSync(path.join(workDir, 'store.json'), JSON.stringify(doc));
    const first = await cli('store', 'import', 'store.json');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(
      new RegExp(
        `^Imported store ${doc.store.friendlyId} \\(.+\\): 2 categories, 3 products, 4 variants, 2 banners, 9 images$`,
      ),
    );
    const second = await cli('store', 'import', 'store.json');
    expect(second.out).toMatch(/^Replaced store /);
  });

  it('exits 1 with the problems when the document is refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haat-cli-'));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ org: { name: 'x' } }));
    const result = await cli('store', 'import', path.join(dir, 'bad.json'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('Import failed (INVALID_DOCUMENT)');
    expect(result.err).toContain('store: ');
  });

  it('prints the usage for no command, an unknown one, or missing arguments', async () => {
    const none = await cli();
    expect(none.code).toBe(2);
    expect(none.out).toContain('store import <file>');
    const unknown = await cli('orders', 'explode');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command: orders explode');
    const missing = await cli('store', 'import');
    expect(missing).toMatchObject({ code: 2, err: 'Usage: npm run cli -- store import <file>' });
    expect((await cli('--help')).code).toBe(0);
  });
});

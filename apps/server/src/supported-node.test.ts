import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from './config.ts';
import { SUPPORTED_NODE_MAJOR, unsupportedNodeWarning } from './supported-node.ts';

describe('the supported Node.js', () => {
  it('warns on a Node.js past its end of life, naming the version and what to do', () => {
    const warning = unsupportedNodeWarning('20.20.2');
    expect(warning).toContain('Node.js 20.20.2 is not supported');
    expect(warning).toContain(`Node.js ${SUPPORTED_NODE_MAJOR} or later`);
  });

  it('is quiet on the supported line and later ones', () => {
    expect(unsupportedNodeWarning(`${SUPPORTED_NODE_MAJOR}.0.0`)).toBeUndefined();
    expect(unsupportedNodeWarning('26.1.0')).toBeUndefined();
  });

  it('is what package.json promises and what the tests run on', () => {
    const root = JSON.parse(readFileSync(path.join(paths.repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(root.engines.node).toMatch(new RegExp(`^>=${SUPPORTED_NODE_MAJOR}\\.`));
    // npm test runs on the Node.js the project installs, not on the machine's.
    expect(unsupportedNodeWarning()).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerKeys } from './server-secret.ts';

const root = mkdtempSync(path.join(tmpdir(), 'haat-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadServerKeys', () => {
  it('generates a secret once in DATA_DIR/secrets.json (creating the folder) and reuses it', () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const first = loadServerKeys({ jwtSecret: undefined, dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadServerKeys({ jwtSecret: undefined, dataDir });
    expect(Buffer.from(second.accessToken).equals(Buffer.from(first.accessToken))).toBe(true);
    expect(second.otpHash.equals(first.otpHash)).toBe(true);
    expect(first.otpHash.equals(Buffer.from(first.accessToken))).toBe(false);
  });

  it('adds its secret beside other secrets already in the file', () => {
    const dataDir = path.join(root, 'shared');
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ fileUrlSecret: 'kept' }));
    loadServerKeys({ jwtSecret: undefined, dataDir });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ fileUrlSecret: 'kept', jwtSecret: expect.any(String) });
  });

  it('uses JWT_SECRET when set, and refuses a short one', () => {
    const dataDir = path.join(root, 'configured');
    const a = loadServerKeys({ jwtSecret: 'a'.repeat(32), dataDir });
    const b = loadServerKeys({ jwtSecret: 'b'.repeat(32), dataDir });
    expect(a.otpHash.equals(b.otpHash)).toBe(false);
    expect(() => loadServerKeys({ jwtSecret: 'short', dataDir })).toThrow(/at least 32/);
  });
});

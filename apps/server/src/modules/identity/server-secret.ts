import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, type Config } from '#src/config.ts';

/** Keys derived from the one server secret, one per purpose, so no key is used for two things. */
export interface ServerKeys {
  accessToken: Uint8Array;
  /** Signs console (staff) tokens: a key of its own, so neither kind of token can be made from the other. */
  staffAccessToken: Uint8Array;
  otpHash: Buffer;
}

const SECRET_NAME = 'jwtSecret';

/**
 * JWT_SECRET when set (required wherever several replicas must accept each other's tokens); otherwise a
 * secret generated once and kept in DATA_DIR/secrets.json, which suits the single-process embedded default.
 */
export function loadServerKeys(config: Pick<Config, 'jwtSecret' | 'dataDir'>): ServerKeys {
  const secret = config.jwtSecret ?? readOrCreateSecret(path.join(config.dataDir, 'secrets.json'));
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'haat', purpose, 32));
  return {
    accessToken: new Uint8Array(derive('access-token')),
    staffAccessToken: new Uint8Array(derive('staff-access-token')),
    otpHash: derive('otp-hash'),
  };
}

/**
 * A key of its own for another purpose (e.g. the payment emulator's credentials), derived from the same
 * secret: it is as private as the secret, and every server sharing JWT_SECRET derives the same one.
 */
export function deriveServerKey(config: Pick<Config, 'jwtSecret' | 'dataDir'>, purpose: string): Buffer {
  const { accessToken } = loadServerKeys(config);
  return Buffer.from(hkdfSync('sha256', accessToken, 'haat', purpose, 32));
}

/**
 * The file may hold other modules' secrets too. It is only ever replaced whole (written aside, then linked
 * or renamed into place), so a reader never sees half a file; two processes creating it at once agree on
 * the first.
 */
function readOrCreateSecret(file: string): string {
  const existing = readSecrets(file);
  const found = existing?.[SECRET_NAME];
  if (typeof found === 'string') return found;
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, JSON.stringify({ ...existing, [SECRET_NAME]: randomBytes(48).toString('base64url') }, null, 2), {
    mode: 0o600,
  });
  try {
    if (existing) renameSync(aside, file);
    else linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // already renamed into place
    }
  }
  const created = readSecrets(file)?.[SECRET_NAME];
  if (typeof created !== 'string') throw new Error(`${file} has no ${SECRET_NAME}`);
  return created;
}

function readSecrets(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

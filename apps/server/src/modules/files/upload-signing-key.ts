import type { Config } from '#src/config.ts';
import { deriveServerKey } from '#src/modules/identity/index.ts';

/**
 * The key that signs local upload addresses, derived from the one server secret (JWT_SECRET or
 * DATA_DIR/secrets.json) through the identity module's keys, with a purpose of its own: no key signs two
 * kinds of thing, and every replica sharing JWT_SECRET accepts the others' addresses.
 */
export function uploadSigningKey(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Uint8Array {
  return new Uint8Array(deriveServerKey(config, 'file-upload-url'));
}

import { createHash } from 'node:crypto';

/** Haat's namespace for name-based (version 5) UUIDs. */
const NAMESPACE = Buffer.from('6f1d3c2a8b7e4f0d9c5a1e2b3d4f5a6b', 'hex');

/**
 * A UUID (RFC 9562 version 5) derived from its parts. The import names every row this way, so importing
 * the same document again updates the same rows (ids in carts and links keep working) instead of adding
 * copies, and the demo stores have the same ids on every machine.
 */
export function stableId(...parts: string[]): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

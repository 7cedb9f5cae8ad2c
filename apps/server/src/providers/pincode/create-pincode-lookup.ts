import type { Config } from '#src/config.ts';
import { createBundledPincodeLookup } from './bundled-pincodes.ts';
import { createIndiaPostPincodeLookup } from './india-post-pincodes.ts';
import type { PincodeLookup } from './pincode-lookup.ts';

/**
 * The bundled data first; for a pin it lacks, the service at PINCODE_FALLBACK_URL when one is configured.
 * A fallback failure propagates (the caller answers "unknown" without caching it).
 */
export function createPincodeLookup(
  config: Pick<Config, 'pincodeFallbackUrl'>,
  options: { timeoutMs?: number } = {},
): PincodeLookup {
  const bundled = createBundledPincodeLookup();
  const fallback = config.pincodeFallbackUrl
    ? createIndiaPostPincodeLookup({ baseUrl: config.pincodeFallbackUrl, timeoutMs: options.timeoutMs })
    : undefined;
  return {
    async find(pin) {
      return (await bundled.find(pin)) ?? (fallback ? fallback.find(pin) : null);
    },
  };
}

import { readFile } from 'node:fs/promises';
import type { PincodeLookup, PincodePlace } from './pincode-lookup.ts';

/** The file `scripts/build-pincode-data.mjs` writes: India Post data, one entry per district. */
interface BundledPincodeData {
  states: string[];
  /** [district, index into states, space-separated pins] */
  districts: [string, number, string][];
}

const bundledFile = new URL('./india-pincodes.json', import.meta.url);

/**
 * The pincodes bundled with the server (about 19,000 pins, see README.md here). The file is read on the
 * first lookup, not at start, and kept: it is shared reference data, the same for every request.
 */
export function createBundledPincodeLookup(file: URL | string = bundledFile): PincodeLookup {
  let loading: Promise<Map<string, PincodePlace>> | undefined;
  const load = async () => {
    const data = JSON.parse(await readFile(file, 'utf8')) as BundledPincodeData;
    const places = new Map<string, PincodePlace>();
    for (const [city, stateIndex, pins] of data.districts) {
      const place = { city, state: data.states[stateIndex] ?? '' };
      for (const pin of pins.split(' ')) places.set(pin, place);
    }
    return places;
  };
  return {
    async find(pin) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).get(pin) ?? null;
    },
  };
}

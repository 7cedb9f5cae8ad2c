import { z } from 'zod';
import type { PincodeLookup } from './pincode-lookup.ts';

export interface IndiaPostPincodeOptions {
  /** The service's base address; the pin is appended as the last path segment (`…/pincode/560011`). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The public India Post pincode API's answer: `[{ Status: 'Success' | 'Error', PostOffice: [...] | null }]`. */
const answerSchema = z
  .array(
    z.object({
      Status: z.string(),
      PostOffice: z
        .array(z.object({ District: z.string(), State: z.string(), Country: z.string().optional() }))
        .nullable()
        .optional(),
    }),
  )
  .min(1);

/**
 * The public postal pincode service (api.postalpincode.in and services that answer alike), asked with a
 * short timeout. Unknown pin → null; a failure, a timeout or an answer of another shape → throws.
 */
export function createIndiaPostPincodeLookup(options: IndiaPostPincodeOptions): PincodeLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  return {
    async find(pin) {
      const response = await fetchImpl(`${base}/${encodeURIComponent(pin)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 2500),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`pincode service answered ${response.status}`);
      const [answer] = answerSchema.parse(await response.json());
      const office = answer?.Status === 'Success' ? answer.PostOffice?.[0] : undefined;
      if (!office) return null;
      const country = office.Country?.trim();
      if (country && country.toLowerCase() !== 'india') return null;
      return { city: office.District.trim(), state: office.State.trim() };
    },
  };
}

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * A 200 whose body is exactly the contract's: valid against `schema`, and byte for byte what serialising
 * the parsed value writes (no key the schema lacks, keys in the schema's order, numbers as JavaScript
 * writes them) — what the reads answered when the server serialised them itself (decision 020).
 */
export function expectContractBody<T>(response: LightMyRequestResponse, schema: z.ZodType<T>): T {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const parsed = schema.parse(JSON.parse(response.body));
  expect(response.body).toBe(JSON.stringify(parsed));
  return parsed;
}

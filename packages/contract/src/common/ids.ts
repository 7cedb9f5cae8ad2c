import { z } from 'zod';

/** Every entity id is a UUID; anything else in a path or query is a client mistake (400). */
export const idSchema = z.uuid({ message: 'Invalid id' });

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The storefront sends `orgId=` empty after logout (spec §4): an empty query value counts as absent. */
export function emptyAsAbsent(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** An optional id in a query string, where empty means absent. */
export const optionalQueryIdSchema = z.preprocess(emptyAsAbsent, idSchema.optional());

/**
 * The automatic query values the storefront adds to every GET (spec §7). `storeId` scopes store-owned
 * lists; `orgId` is accepted and checked against the store when present.
 */
export const storeScopeQuerySchema = z.object({
  storeId: idSchema,
  orgId: z.preprocess(emptyAsAbsent, idSchema.optional()),
});
export type StoreScopeQuery = z.infer<typeof storeScopeQuerySchema>;

/** Query strings carry booleans as text. */
export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

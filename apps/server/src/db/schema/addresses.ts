import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressType } from '@haat/contract/addresses/addresses.schemas';
import { addressTypes } from '@haat/contract/content/content.values';
import { storeRef, timestamps } from './columns.ts';
import { customerRef } from './identity.ts';
import { isOneOf } from './one-of.ts';

/**
 * A customer's saved addresses. The API addresses them by index (spec §3): the index is the rank by
 * `position`, which only grows (a new address gets the largest + 1), so removing one needs no renumbering.
 * At most one row per customer is the default. Every change runs in one transaction holding the
 * customer's row lock, so concurrent edits see and number the list one after the other.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    landmark: text('landmark'),
    state: text('state').notNull(),
    country: text('country').notNull(),
    pin: text('pin').notNull(),
    addressType: text('address_type').$type<AddressType>().notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('customer_addresses_customer_position_key').on(t.customerId, t.position),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('customer_addresses_type_check', isOneOf(t.addressType, addressTypes)),
  ],
);

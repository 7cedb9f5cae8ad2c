import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { genders } from '@haat/contract/content/content.schemas';
import type { Gender } from '@haat/contract/customers/customers.schemas';
import { storeRef, timestamps, timestampTz } from './columns.ts';
import { isOneOf } from './one-of.ts';

/**
 * A shopper of one store: the same phone in two stores is two customers. `loginMobile` is the phone the
 * customer proved with an OTP and never changes; `mobile` is the contact number the profile edits.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    loginMobile: text('login_mobile').notNull(),
    mobile: text('mobile').notNull(),
    name: text('name'),
    email: text('email'),
    gender: text('gender').$type<Gender>(),
    dpUrl: text('dp_url'),
    ...timestamps(),
  },
  (t) => [
    unique('customers_store_login_mobile_key').on(t.storeId, t.loginMobile),
    check('customers_gender_check', isOneOf(t.gender, genders)),
  ],
);

/** The customer a row belongs to; it goes with the customer. */
export const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** One wallet per customer, in integer paise; the wallets issue adds its transactions. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef().unique('wallets_customer_key'),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balancePaise} >= 0`)],
);

/** One cart per customer; the carts issue adds its items. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: storeRef(),
  customerId: customerRef().unique('carts_customer_key'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

/**
 * The current OTP of a phone in a store (one row: a resend replaces the code). `codeHash` is an HMAC of the
 * code; `resendAfter` is the 59-second cooldown; a code is usable while unconsumed, unexpired, under its
 * attempts in all and under the attempts one client address may make.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    resendAfter: timestampTz('resend_after').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Wrong and right guesses per client address (`{ "ip": n }`): one client cannot spend everyone's. */
    attemptsByClient: jsonb('attempts_by_client').$type<Record<string, number>>().notNull().default({}),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [unique('otp_codes_store_mobile_key').on(t.storeId, t.mobile)],
);

/**
 * Sliding-window send counters shared by every API replica: `key` is `phone:<store id>:<mobile>` (whose
 * count sets the next resend wait) or `ip:<address>` (capped), `sentAt` the send times of the last hour.
 * One statement both checks and records a send.
 */
export const otpSendBuckets = pgTable(
  'otp_send_buckets',
  {
    key: text('key').primaryKey(),
    sentAt: timestampTz('sent_at').array().notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [index('otp_send_buckets_updated_idx').on(t.updatedAt)],
);

/** The console SMS outbox: the last OTP "sent" per store and phone (development only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    storeId: storeRef(),
    mobile: text('mobile').notNull(),
    otp: text('otp').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.mobile] })],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token within its family; presenting a
 * rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    storeId: storeRef(),
    customerId: customerRef(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_hash_key'),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    rotatedAt: timestampTz('rotated_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

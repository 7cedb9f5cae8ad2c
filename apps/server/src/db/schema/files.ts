import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Upload addresses already used, by their file key (`uploads/<store>/<customer>/<name>`): an address takes
 * one upload, whichever server it reaches. The key names its store and customer; the row outlives neither
 * concern (the address expired ten minutes after it was made).
 */
export const usedUploadAddresses = pgTable('used_upload_addresses', {
  key: text('key').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

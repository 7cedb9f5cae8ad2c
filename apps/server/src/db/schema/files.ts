import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Upload addresses already used, by their file key (`uploads/<store>/<customer>/<name>`): an address takes
 * one upload, whichever server it reaches. The key names its store and customer; the row outlives neither
 * concern (the address expired ten minutes after it was made).
 */
export const usedUploadAddresses = pgTable('used_upload_addresses', {
  key: text('key').primaryKey(),
  usedAt: timestampTz('used_at').notNull().defaultNow(),
});

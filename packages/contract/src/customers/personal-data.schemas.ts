import { z } from 'zod';
import { addressSchema } from '../addresses/addresses.schemas.ts';
import { idSchema } from '../common/ids.ts';
import { otpSchema } from '../identity/identity.schemas.ts';
import { orderSchema } from '../orders/orders.schemas.ts';
import { ownReviewSchema } from '../reviews/reviews.schemas.ts';
import { stockAlertSchema } from '../stock-alerts/stock-alerts.schemas.ts';
import { subscriptionSchema } from '../subscriptions/subscriptions.schemas.ts';
import { walletSchema, walletTransactionSchema } from '../wallets/wallets.schemas.ts';
import { customerProfileSchema } from './customers.schemas.ts';

/**
 * A shopper's rights over their data (Digital Personal Data Protection Act 2023; decision 029): a copy of
 * everything the store holds about them, and erasure of their account confirmed with a fresh OTP.
 */

/** Names the file's layout, so a later change to it can be told apart. */
export const PERSONAL_DATA_FORMAT = 'haat-personal-data/2';

/**
 * `GET /api/customers/{customerId}/personal-data`: the signed-in customer's data in this store, answered as
 * a JSON file (Content-Disposition: attachment). Each part has the shape its own API answers, whole: every
 * order with its items, every subscription, every wallet line. `loginMobile` is the phone the shopper proved
 * with an OTP; `profile.mobile` the contact number the profile edits. Format 2 added the shopper's reviews
 * (hidden ones too) and their "Notify me" requests, open and sent (`sentAt`: when the one SMS went).
 */
export const personalDataSchema = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  exportedAt: z.string(),
  store: z.object({ id: idSchema, name: z.string() }),
  profile: customerProfileSchema
    .omit({ shoppingProfileIdentity: true })
    .extend({ loginMobile: z.string(), memberSince: z.string() }),
  addresses: z.array(addressSchema),
  defaultAddressIndex: z.number().int().min(0).nullable(),
  orders: z.array(orderSchema),
  subscriptions: z.array(subscriptionSchema),
  wallet: walletSchema.extend({ transactions: z.array(walletTransactionSchema) }),
  reviews: z.array(ownReviewSchema.extend({ productId: idSchema, productName: z.string() })),
  stockAlerts: z.array(stockAlertSchema.extend({ sentAt: z.iso.datetime().nullable() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/**
 * `POST /api/customers/{customerId}/deletion-otp`: sends a code for erasing the account to the phone the
 * shopper logs in with (never a number the request names). Same cooldowns and limits as a login code; 409
 * when the account cannot be erased yet, before any SMS is sent. Answers like request-otp.
 */
export const accountDeletionOtpBodySchema = z.object({ storeId: idSchema.optional() });
export type AccountDeletionOtpBody = z.infer<typeof accountDeletionOtpBodySchema>;

/**
 * `POST /api/customers/{customerId}/delete`: erases the account with the code the deletion OTP sent. A login
 * code does not work here (nor this code for logging in). Answers 204; 401 for a wrong, used or expired code;
 * 409 with the blocker's message when the account cannot be erased yet.
 */
export const deleteAccountBodySchema = z.object({ otp: otpSchema, storeId: idSchema.optional() });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

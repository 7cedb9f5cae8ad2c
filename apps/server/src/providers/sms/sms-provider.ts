import type { Config } from '#src/config.ts';

/** One OTP text to one Indian mobile (10 digits, no prefix), sent on behalf of a store. */
export interface OtpMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  otp: string;
}

/**
 * The evening's low-balance notice for a customer's wallet deliveries of a date: `text` is the whole
 * message; a gateway with approved templates sends `shortfall` (`₹40.00`) and `date` as its variables.
 */
export interface WalletShortfallMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  shortfall: string;
  date: string;
  text: string;
}

/** Sends login codes and notices. Chosen by SMS_PROVIDER; a failure to hand a message over throws SmsSendError. */
export interface SmsProvider {
  readonly name: Config['sms']['provider'];
  sendOtp(message: OtpMessage): Promise<void>;
  sendWalletShortfall(message: WalletShortfallMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the shopper is told to try again. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

import type { Config } from '#src/config.ts';

/** One OTP text to one Indian mobile (10 digits, no prefix), sent on behalf of a store. */
export interface OtpMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  otp: string;
}

/** Sends login codes. Chosen by SMS_PROVIDER; a failure to hand the message over throws SmsSendError. */
export interface SmsProvider {
  readonly name: Config['sms']['provider'];
  sendOtp(message: OtpMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the shopper is told to try again. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import { translate } from '@haat/contract/i18n/translate';
import type { OtpMessage, SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { createIdentityTestApp, insertTestStore, uniqueMobile } from './identity-test-kit.ts';

/** Keeps every OTP message it is handed, as a gateway would send it. */
class RecordingSms implements SmsProvider {
  readonly name = 'console' as const;
  readonly sent: OtpMessage[] = [];
  async sendOtp(message: OtpMessage): Promise<void> {
    this.sent.push(message);
  }
  async sendWalletShortfall(): Promise<void> {}
  async sendBackInStock(): Promise<void> {}
  async sendOrderUpdate(): Promise<void> {}
}

const sms = new RecordingSms();
const { app, db, clock } = await createIdentityTestApp({ smsProvider: sms });
const store = await insertTestStore(db, 'Green Grocer');

const requestOtp = (mobile: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/identity/request-otp',
    payload: { orgName: store.orgName, mobile, storeId: store.storeId },
    headers: language ? { 'accept-language': language } : {},
  });

describe("POST /api/identity/request-otp in the shopper's language", () => {
  it('sends the OTP SMS in Hindi when the storefront asks in Hindi, and in English otherwise', async () => {
    const hindiMobile = uniqueMobile();
    const hindi = await requestOtp(hindiMobile, 'hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().message).toBe('OTP भेज दिया गया');
    const toHindi = sms.sent.find((message) => message.mobile === hindiMobile)!;
    expect(toHindi.locale).toBe('hi');
    expect(toHindi.text).toBe(`${toHindi.otp} आपका Green Grocer लॉग इन कोड है`);

    const englishMobile = uniqueMobile();
    expect((await requestOtp(englishMobile)).json().message).toBe('OTP sent');
    const toEnglish = sms.sent.find((message) => message.mobile === englishMobile)!;
    expect(toEnglish).toMatchObject({ locale: 'en', text: `${toEnglish.otp} is your Green Grocer login code` });
  });

  it('says how long to wait in Hindi (a message with values), and in English without the header', async () => {
    const mobile = uniqueMobile();
    expect((await requestOtp(mobile, 'hi-IN,hi;q=0.9')).statusCode).toBe(200);
    clock.advance(20_000);
    const hindi = await requestOtp(mobile, 'hi-IN,hi;q=0.9');
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'नया OTP माँगने से पहले कृपया 39 सेकंड रुकें।',
    });
    const english = await requestOtp(mobile);
    expect(english.json().message).toBe('Please wait 39 seconds before requesting another OTP.');
  });

  it('refuses a wrong code in Hindi', async () => {
    const mobile = uniqueMobile();
    await requestOtp(mobile, 'hi');
    const verify = (language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/identity/verify-customer-otp',
        headers: language ? { 'accept-language': language } : {},
        payload: {
          orgId: store.orgId,
          locationId: store.locationId,
          mobile,
          otp: sms.sent.at(-1)!.otp === '000000' ? '111111' : '000000',
          role: CUSTOMER_ROLE,
          storeId: store.storeId,
        },
      });
    const hindi = await verify('hi');
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe(translate('hi', 'login.invalidOtp'));
    expect(hindi.json().message).not.toBe(translate('en', 'login.invalidOtp'));
    expect((await verify()).json().message).toBe('Invalid OTP. Please try again.');
  });
});

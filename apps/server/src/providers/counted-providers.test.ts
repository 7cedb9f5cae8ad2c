import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '#src/observability/metrics.ts';
import { sample } from '#src/testing/metrics-text.ts';
import { countedPaymentGateway } from './payments/counted-payment-gateway.ts';
import { PaymentGatewayError, type PaymentGateway } from './payments/payment-gateway.ts';
import { countedSmsProvider } from './sms/counted-sms-provider.ts';
import { SmsSendError, type OtpMessage, type SmsProvider } from './sms/sms-provider.ts';
import { countedFileStorage } from './storage/counted-file-storage.ts';
import { FileStorageUnavailable, type FileStorage } from './storage/file-storage.ts';

const otp: OtpMessage = {
  storeId: 's',
  storeName: 'Shop',
  mobile: '9876543210',
  otp: '123456',
  locale: 'en',
  text: 'Your code is 123456',
};

// What the app counts, each at the one place every call to an outside service passes.
describe('the providers as the app uses them', () => {
  it('counts each SMS sent or failed, and passes the failure on', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let refuse = false;
    const gateway: SmsProvider = {
      name: 'msg91',
      sendOtp: async () => {
        if (refuse) throw new SmsSendError('no balance');
      },
      sendWalletShortfall: async () => {},
      sendBackInStock: async () => {},
      sendOrderUpdate: async () => {},
    };
    const sms = countedSmsProvider(gateway, metrics);
    await sms.sendOtp(otp);
    refuse = true;
    await expect(sms.sendOtp(otp)).rejects.toBeInstanceOf(SmsSendError);
    await expect(sms.sendOtp(otp)).rejects.toBeInstanceOf(SmsSendError);
    const text = await metrics.registry.metrics();
    const msg91 = { provider: 'msg91', kind: 'otp' };
    expect(sample(text, 'haat_sms_messages_total', { ...msg91, outcome: 'sent' })).toBe(1);
    expect(sample(text, 'haat_sms_messages_total', { ...msg91, outcome: 'failed' })).toBe(2);
    expect(sms.name).toBe('msg91');
  });

  it('counts storage calls that fail, by why, and not a file that is missing', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const bucket: FileStorage = {
      put: () => Promise.reject(new FileStorageUnavailable(new Error('ECONNREFUSED'))),
      exists: async () => false,
      read: async (key) => (key === 'a.png' ? { body: Readable.from([]), size: 0, contentType: 'image/png' } : null),
      remove: () => Promise.reject(new Error('AccessDenied')),
      publicPath: (key) => `/files/${key}`,
    };
    const storage = countedFileStorage(bucket, 's3', metrics);
    await expect(storage.put('a.png', new Uint8Array())).rejects.toBeInstanceOf(FileStorageUnavailable);
    await expect(storage.remove('a.png')).rejects.toThrow('AccessDenied');
    expect(await storage.read('none.png')).toBeNull();
    expect(await storage.exists('none.png')).toBe(false);
    expect(storage.publicPath('a.png')).toBe('/files/a.png');
    const text = await metrics.registry.metrics();
    const s3 = { storage: 's3' };
    expect(sample(text, 'haat_file_storage_errors_total', { ...s3, operation: 'put', kind: 'unavailable' })).toBe(1);
    expect(sample(text, 'haat_file_storage_errors_total', { ...s3, operation: 'remove', kind: 'refused' })).toBe(1);
    expect(sample(text, 'haat_file_storage_errors_total', { ...s3, operation: 'read', kind: 'unavailable' })).toBe(0);
  });

  it('counts payment calls by provider and outcome, and webhooks that fail their check', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const provider: PaymentGateway = {
      provider: 'BMSPAY',
      supportsUpi: false,
      createPayment: async () => ({ paymentSessionId: 'session', paymentUrl: 'https://pay.test/x' }),
      fetchStatus: () => Promise.reject(new PaymentGatewayError('BMSPAY unreachable')),
      verifyWebhook: (headers) =>
        headers['x-signature'] === 'good'
          ? { providerOrderId: 'p', status: 'SUCCEEDED', amountPaise: 100, providerPaymentId: null }
          : null,
    };
    const gateway = countedPaymentGateway(provider, metrics);
    const request = {
      providerOrderId: 'p',
      amountPaise: 100,
      customer: { id: 'c', mobile: '9876543210', email: null },
      returnUrl: 'https://shop.test/back',
      webhookUrl: 'https://shop.test/hook',
    };
    expect(await gateway.createPayment(request)).toMatchObject({ paymentSessionId: 'session' });
    await expect(gateway.fetchStatus('p')).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(gateway.verifyWebhook({ 'x-signature': 'good' }, '{}')).not.toBeNull();
    expect(gateway.verifyWebhook({ 'x-signature': 'forged' }, '{}')).toBeNull();
    const text = await metrics.registry.metrics();
    const calls = (call: string, outcome: string) =>
      sample(text, 'haat_payment_provider_calls_total', { provider: 'BMSPAY', call, outcome });
    expect([calls('create', 'ok'), calls('create', 'error')]).toEqual([1, 0]);
    expect([calls('status', 'ok'), calls('status', 'error')]).toEqual([undefined, 1]);
    expect([calls('webhook', 'ok'), calls('webhook', 'rejected')]).toEqual([1, 1]);
  });
});

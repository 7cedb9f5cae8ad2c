import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import { initiatePaymentPath } from '#src/features/payments/api/initiate-payment.ts';
import {
  activeProvider,
  opensInModal,
  paymentMobile,
  paymentPageOrigin,
  pollLimitFor,
  rechargesOnline,
} from '#src/features/payments/lib/payment-providers.ts';

function config(activePaymentMethod: string | null, enabled = true): PaymentConfig {
  return {
    onlinePayment: { enabled, activePaymentMethod } as PaymentConfig['onlinePayment'],
    cashOnDelivery: { enabled: true },
    bmsWallet: { enabled: true },
  };
}

describe('payment providers', () => {
  it('knows the three providers, in any letter case, and nothing else', () => {
    expect(activeProvider(config('CASHFREE'))).toBe('CASHFREE');
    expect(activeProvider(config('phonepe'))).toBe('PHONEPE');
    expect(activeProvider(config('BMSPAY'))).toBe('BMSPAY');
    expect(activeProvider(config('RAZORPAY'))).toBeNull();
    expect(activeProvider(config(null))).toBeNull();
    expect(activeProvider(config('CASHFREE', false))).toBeNull();
    expect(activeProvider(undefined)).toBeNull();
  });

  it('recharges the wallet online only through CASHFREE, compared case-insensitively', () => {
    expect(rechargesOnline('CASHFREE')).toBe(true);
    expect(rechargesOnline('CashFree')).toBe(true);
    expect(rechargesOnline('PHONEPE')).toBe(false);
    expect(rechargesOnline('BMSPAY')).toBe(false);
    expect(rechargesOnline(null)).toBe(false);
  });

  it('opens CASHFREE and BMSPAY in the page and sends PHONEPE away for 420 s', () => {
    expect(opensInModal('CASHFREE')).toBe(true);
    expect(opensInModal('BMSPAY')).toBe(true);
    expect(opensInModal('PHONEPE')).toBe(false);
    expect(pollLimitFor('CASHFREE')).toBe(30_000);
    expect(pollLimitFor('BMSPAY')).toBe(30_000);
    expect(pollLimitFor('PHONEPE')).toBe(420_000);
  });

  it('initiates BMSPAY on its own path', () => {
    expect(initiatePaymentPath('BMSPAY')).toBe('/api/bms-pay/initiate-payment');
    expect(initiatePaymentPath('CASHFREE')).toBe('/api/payments/initiate-payment');
    expect(initiatePaymentPath('PHONEPE')).toBe('/api/payments/initiate-payment');
  });

  it('sends the last 10 characters of the mobile', () => {
    expect(paymentMobile('+919876543210')).toBe('9876543210');
    expect(paymentMobile('9876543210')).toBe('9876543210');
  });

  it('opens only http(s) pages', () => {
    expect(paymentPageOrigin('https://pay.example/checkout/1')).toBe('https://pay.example');
    expect(paymentPageOrigin('/gateway/checkout/1')).toBe(window.location.origin);
    expect(paymentPageOrigin('javascript:alert(1)')).toBeNull();
  });
});

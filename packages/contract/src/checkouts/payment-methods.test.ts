import { describe, expect, it } from 'vitest';
import { paymentConfigOf as config } from '../testing/payment-config.ts';
import { offeredPaymentMethods, offersPaymentMethod } from './payment-methods.ts';

describe('offeredPaymentMethods', () => {
  it('offers every enabled method in the order Online, cash on delivery, wallet', () => {
    expect(offeredPaymentMethods(config())).toEqual(['PAYMENT_GATEWAY', 'COD', 'HAAT_WALLET']);
  });

  it('offers Online only when it is enabled and a provider is active', () => {
    expect(offeredPaymentMethods(config({ online: false }))).toEqual(['COD', 'HAAT_WALLET']);
    expect(offeredPaymentMethods(config({ provider: null }))).toEqual(['COD', 'HAAT_WALLET']);
  });

  it('leaves out cash on delivery and the wallet when they are switched off', () => {
    expect(offeredPaymentMethods(config({ cod: false }))).toEqual(['PAYMENT_GATEWAY', 'HAAT_WALLET']);
    expect(offeredPaymentMethods(config({ wallet: false }))).toEqual(['PAYMENT_GATEWAY', 'COD']);
  });

  it('offers nothing when the store takes no payments', () => {
    expect(offeredPaymentMethods(config({ online: false, cod: false, wallet: false }))).toEqual([]);
  });
});

describe('offersPaymentMethod', () => {
  it('answers for one method as the list does', () => {
    expect(offersPaymentMethod(config({ provider: null }), 'PAYMENT_GATEWAY')).toBe(false);
    expect(offersPaymentMethod(config({ provider: null }), 'COD')).toBe(true);
    expect(offersPaymentMethod(config({ wallet: false }), 'HAAT_WALLET')).toBe(false);
  });
});

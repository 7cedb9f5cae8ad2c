import { describe, expect, it } from 'vitest';
import { paymentConfigOf as config } from '@haat/contract/testing/payment-config';
import { canJumpToStep, clampStep } from '#src/features/cart-checkout/lib/checkout-rules.ts';
import {
  defaultPaymentMethod,
  paymentOptions,
  paymentProblem,
} from '#src/features/cart-checkout/lib/payment-choice.ts';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';

const english = (id: string) => englishI18n._(id);

describe('checkout steps', () => {
  it('keeps the step between 0 and 2', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(1)).toBe(1);
    expect(clampStep(3)).toBe(2);
  });

  it('lets the indicator go back to a reached step, never forward or to the same step', () => {
    expect(canJumpToStep(0, 2)).toBe(true);
    expect(canJumpToStep(1, 2)).toBe(true);
    expect(canJumpToStep(2, 2)).toBe(false);
    expect(canJumpToStep(1, 0)).toBe(false);
    expect(canJumpToStep(2, 1)).toBe(false);
    expect(canJumpToStep(-1, 1)).toBe(false);
  });
});

describe('default payment mode', () => {
  it('is Online when a provider is active', () => {
    expect(defaultPaymentMethod(config())).toBe('PAYMENT_GATEWAY');
  });

  it('is cash on delivery when online is off or has no active provider', () => {
    expect(defaultPaymentMethod(config({ online: false }))).toBe('COD');
    expect(defaultPaymentMethod(config({ provider: null }))).toBe('COD');
  });

  it('is the wallet when only the wallet is enabled', () => {
    expect(defaultPaymentMethod(config({ online: false, cod: false }))).toBe('HAAT_WALLET');
  });

  it('is none when the store offers nothing, or before the settings load', () => {
    expect(defaultPaymentMethod(config({ online: false, cod: false, wallet: false }))).toBeNull();
    expect(defaultPaymentMethod(undefined)).toBeNull();
  });

  it('offers only the enabled modes, in the order Online, COD, Wallet', () => {
    const labels = (t: (id: string) => string) =>
      paymentOptions(config({ cod: false }), t).map((option) => option.label);
    expect(labels(english)).toEqual(['Online', 'Wallet Money']);
    expect(labels((id) => hindiI18n._(id))).toEqual(['ऑनलाइन', 'वॉलेट बैलेंस']);
  });
});

describe('payment problems', () => {
  it('asks for a payment method when none is chosen', () => {
    expect(english(paymentProblem(null, 100, 500)!)).toBe('Please select Payment Method');
  });

  it('refuses the wallet when the total is above the balance', () => {
    expect(english(paymentProblem('HAAT_WALLET', 100.01, 100)!)).toBe('Insufficient Balance');
    expect(paymentProblem('HAAT_WALLET', 100, 100)).toBeNull();
  });

  it('leaves an unknown balance to the server, and other modes alone', () => {
    expect(paymentProblem('HAAT_WALLET', 100, undefined)).toBeNull();
    expect(paymentProblem('COD', 100, 0)).toBeNull();
  });
});

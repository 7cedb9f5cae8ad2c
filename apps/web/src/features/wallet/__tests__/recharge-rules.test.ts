import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import { formatRupees } from '@haat/contract/format';
import {
  checkRechargeAmount as check,
  MAX_RECHARGE_RUPEES,
  rechargeOptions,
} from '#src/features/wallet/lib/recharge-rules.ts';
import { englishI18n } from '#src/testing/i18n.ts';

/** The check with its message as an English page shows it. */
function checkRechargeAmount(input: string) {
  const checked = check(input);
  return checked.ok
    ? checked
    : { ...checked, error: englishI18n._(checked.error, { max: formatRupees(MAX_RECHARGE_RUPEES) }) };
}

describe('checkRechargeAmount (spec §5: required, numeric, 2 decimals)', () => {
  it.each([
    ['500', 500],
    [' 250.5 ', 250.5],
    ['99.99', 99.99],
    ['.5', 0.5],
    ['100.', 100],
    ['0.01', 0.01],
  ])('takes %j as %d', (input, amount) => {
    expect(checkRechargeAmount(input)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'Amount is required'],
    ['   ', 'Amount is required'],
    ['abc', 'Please enter a valid Amount'],
    ['-5', 'Please enter a valid Amount'],
    ['1e3', 'Please enter a valid Amount'],
    ['1,000', 'Please enter a valid Amount'],
    ['10.555', 'Amount can have at most 2 decimals'],
    ['0', 'Amount must be more than ₹0.00'],
    ['0.00', 'Amount must be more than ₹0.00'],
    ['50000.01', 'Amount cannot be more than ₹50,000.00'],
  ])('refuses %j: %s', (input, error) => {
    expect(checkRechargeAmount(input)).toEqual({ ok: false, error });
  });
});

describe('rechargeOptions (spec §9)', () => {
  const config = (online: boolean, method: PaymentConfig['onlinePayment']['activePaymentMethod'], cod: boolean) => ({
    onlinePayment: { enabled: online, activePaymentMethod: method },
    cashOnDelivery: { enabled: cod },
    bmsWallet: { enabled: true },
  });

  it('offers Online when enabled with an active method, and cash when enabled', () => {
    expect(rechargeOptions(config(true, 'CASHFREE', true))).toEqual(['ONLINE', 'COD']);
    expect(rechargeOptions(config(true, null, true))).toEqual(['COD']);
    expect(rechargeOptions(config(false, 'CASHFREE', false))).toEqual([]);
    expect(rechargeOptions(undefined)).toEqual([]);
  });
});

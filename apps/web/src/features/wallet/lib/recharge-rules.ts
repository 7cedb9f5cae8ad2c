import { fromPaise, toPaise } from '@haat/contract/format';
import type { MessageId } from '@haat/contract/i18n/compiled/message-id';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import { MAX_WALLET_RECHARGE } from '@haat/contract/wallets/wallets.values';

/** The largest single recharge the API takes (rupees). */
export const MAX_RECHARGE_RUPEES = MAX_WALLET_RECHARGE;

/** The amount's messages as catalogue ids; 'wallet.amountTooLarge' takes `{max}` (MAX_RECHARGE_RUPEES as ₹). */
export const rechargeAmountErrors = {
  required: 'wallet.amountRequired',
  notNumber: 'wallet.amountInvalid',
  notPositive: 'wallet.amountNotPositive',
  tooPrecise: 'wallet.amountTooPrecise',
  tooLarge: 'wallet.amountTooLarge',
} as const satisfies Record<string, MessageId>;

export type RechargeAmountCheck = { ok: true; amount: number } | { ok: false; error: MessageId };

/**
 * Spec §5: the recharge amount is required and numeric, and goes out with 2 decimals. Plain digits with an
 * optional decimal point only (no signs, exponents or grouping commas), above 0, at most 2 decimals.
 */
export function checkRechargeAmount(input: string): RechargeAmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: rechargeAmountErrors.required };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, error: rechargeAmountErrors.notNumber };
  const decimals = text.split('.')[1] ?? '';
  if (decimals.length > 2) return { ok: false, error: rechargeAmountErrors.tooPrecise };
  const amount = fromPaise(toPaise(Number(text)));
  if (amount <= 0) return { ok: false, error: rechargeAmountErrors.notPositive };
  if (amount > MAX_RECHARGE_RUPEES) return { ok: false, error: rechargeAmountErrors.tooLarge };
  return { ok: true, amount };
}

export type RechargeOption = 'ONLINE' | 'COD';

/** 'Online', 'Cash on delivery'. */
export const rechargeOptionLabels: Record<RechargeOption, MessageId> = {
  ONLINE: 'payment.methodOnline',
  COD: 'payment.methodCod',
};

/** Spec §9: Online when enabled with an active method; Cash on delivery when enabled. Online comes first. */
export function rechargeOptions(config: PaymentConfig | undefined): RechargeOption[] {
  if (!config) return [];
  const options: RechargeOption[] = [];
  if (config.onlinePayment.enabled && config.onlinePayment.activePaymentMethod) options.push('ONLINE');
  if (config.cashOnDelivery.enabled) options.push('COD');
  return options;
}

import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { walletDescriptions, walletDescriptionText } from './wallets.values.ts';

describe('walletDescriptionText', () => {
  const written = [
    walletDescriptions.orderPayment('ORD-1042'),
    walletDescriptions.orderRefund('ORD-1042'),
    walletDescriptions.latePayment('ORD-1042'),
    walletDescriptions.onlineRecharge,
    walletDescriptions.cashRecharge,
  ];

  it('reads every description the ledger writes back as its catalogue message, word for word in English', () => {
    for (const description of written) expect(translate('en', walletDescriptionText(description)!)).toBe(description);
  });

  it('says them in Hindi, order number kept', () => {
    expect(written.map((description) => translate('hi', walletDescriptionText(description)!))).toEqual([
      'ऑर्डर ORD-1042 का भुगतान',
      'ऑर्डर ORD-1042 के पैसे वापस',
      'ऑर्डर ORD-1042 न हो पाने के बाद मिला भुगतान',
      'वॉलेट रिचार्ज (ऑनलाइन भुगतान)',
      'वॉलेट रिचार्ज (कैश ऑन डिलीवरी)',
    ]);
  });

  it('leaves any other text as it is', () => {
    expect(walletDescriptionText('Cash adjusted by the shop')).toBeNull();
  });
});

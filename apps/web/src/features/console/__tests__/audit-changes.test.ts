import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@haat/contract/i18n/translate';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import { auditChanges } from '#src/features/console/components/audit-changes.ts';

const inEnglish = (id: string, values?: MessageValues) => englishI18n._(id, values);
const inHindi = (id: string, values?: MessageValues) => hindiI18n._(id, values);

describe('the activity log’s changes', () => {
  it('names each field and reads its values as the owner would, never the raw keys', () => {
    const variant = {
      before: { sku: 'demo-ghee', sellingPrice: 45, availableQuantity: 3, isVisible: true },
      after: { sku: 'demo-ghee', sellingPrice: 42.5, availableQuantity: 3, isVisible: false },
    };
    expect(auditChanges(variant, inEnglish, 'en')).toEqual([
      'SKU: demo-ghee',
      'Price: ₹45.00 → ₹42.50',
      'Shown to shoppers: Yes → No',
    ]);
    expect(auditChanges(variant, inHindi, 'hi')).toEqual([
      'SKU: demo-ghee',
      'कीमत: ₹45.00 → ₹42.50',
      'ग्राहकों को दिखे: हाँ → नहीं',
    ]);
  });

  it('puts states, roles and moments into words, and leaves out a sign-in’s session id', () => {
    const delivered = {
      before: { orderState: 'SHIPPED', paymentStatus: 'PENDING', packedAt: null },
      after: { orderState: 'DELIVERED', paymentStatus: 'PAID', packedAt: null, cashCollected: 120 },
    };
    expect(auditChanges(delivered, inEnglish, 'en')).toEqual([
      'Order status: Shipped → Delivered',
      'Payment: Pending → Paid',
      'Cash collected: — → ₹120.00',
    ]);
    expect(
      auditChanges({ before: null, after: { mobile: '9000000002', name: null, role: 'STAFF' } }, inHindi, 'hi'),
    ).toEqual(['फ़ोन नंबर: 9000000002', 'नाम: —', 'भूमिका: स्टाफ़']);
    expect(
      auditChanges({ before: { status: 'PENDING' }, after: { status: 'COMPLETED', amount: 100 } }, inEnglish, 'en'),
    ).toEqual(['Status: Waiting for cash → Confirmed', 'Amount: — → ₹100.00']);
    expect(auditChanges({ before: null, after: { sessionId: 'x' } }, inEnglish, 'en')).toEqual([]);
  });
});

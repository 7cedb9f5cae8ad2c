import { describe, expect, it } from 'vitest';
import { orderPageActions, shortOrderNumber, showsExpectedDelivery } from '#src/features/orders/lib/order-labels.ts';

describe('order page rules', () => {
  it('shows # and the last four characters of the order number', () => {
    expect(shortOrderNumber('HAAT-261122-7K3Q9Z')).toBe('#3Q9Z');
  });

  it('shows the expected delivery only for PLACED and SHIPPED orders of a store that ships', () => {
    expect(showsExpectedDelivery('PLACED', '1 to 4 hours')).toBe(true);
    expect(showsExpectedDelivery('SHIPPED', '1 to 4 hours')).toBe(true);
    expect(showsExpectedDelivery('DELIVERED', '1 to 4 hours')).toBe(false);
    expect(showsExpectedDelivery('PENDING', '1 to 4 hours')).toBe(false);
    expect(showsExpectedDelivery('PLACED', null)).toBe(false);
  });

  it('offers the invoice only when delivered, and Shop more only when delivered and arriving from checkout', () => {
    expect(orderPageActions('DELIVERED', 'status')).toMatchObject({ downloadInvoice: true, shopMore: true });
    expect(orderPageActions('DELIVERED', 'view')).toMatchObject({ downloadInvoice: true, shopMore: false });
    expect(orderPageActions('PLACED', 'status')).toMatchObject({ downloadInvoice: false, shopMore: false });
  });

  it('offers the credit note only for an order cancelled after it shipped (its invoice was issued)', () => {
    const shippedThenCancelled = [{ state: 'PLACED' }, { state: 'SHIPPED' }, { state: 'CANCELLED' }] as const;
    expect(orderPageActions('CANCELLED', 'view', shippedThenCancelled).downloadCreditNote).toBe(true);
    expect(
      orderPageActions('CANCELLED', 'view', [{ state: 'PLACED' }, { state: 'CANCELLED' }]).downloadCreditNote,
    ).toBe(false);
    expect(orderPageActions('DELIVERED', 'view', [{ state: 'SHIPPED' }]).downloadCreditNote).toBe(false);
  });
});

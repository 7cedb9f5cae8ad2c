import type { ConsoleOrderDetail, ConsoleOrderSummary } from '@haat/contract/console/console-orders.schemas';
import type { ConsoleMe, StaffRole, StaffSession } from '@haat/contract/console/staff.schemas';
import { ORDER_ID, makeOrder } from '#src/testing/order-fixtures.ts';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

export const CONSOLE = `/api/stores/${STORE_ID}/console`;
export const OWNER_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e01';

export function makeMe(role: StaffRole = 'OWNER'): ConsoleMe {
  return {
    staff: { id: OWNER_ID, mobile: '9000000001', name: 'Asha', role, addedAt: '2026-11-20T04:00:00.000Z' },
    store: { id: STORE_ID, name: 'Demo Mart', friendlyId: 'demo' },
  };
}

/** Puts a live staff session where the console keeps it, as a signed-in browser holds it. */
export function storeStaffSession(role: StaffRole = 'OWNER'): void {
  const session: StaffSession = {
    accessToken: 'staff-token',
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    staff: makeMe(role).staff,
  };
  window.localStorage.setItem('haat:demo:console', JSON.stringify(session));
}

export function makeConsoleOrder(overrides: Partial<ConsoleOrderDetail> = {}): ConsoleOrderDetail {
  return {
    ...makeOrder(),
    acceptedAt: null,
    packedAt: null,
    shopper: { name: 'Ravi', mobile: '9812345678' },
    cashCollected: null,
    ...overrides,
  };
}

export function summaryOf(order: ConsoleOrderDetail): ConsoleOrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    orderState: order.orderState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    finalPrice: order.finalPrice,
    itemCount: 2,
    shopper: order.shopper,
    pin: order.shippingAddress.pin,
    city: order.shippingAddress.city,
    acceptedAt: order.acceptedAt,
    packedAt: order.packedAt,
  };
}

export { ORDER_ID };

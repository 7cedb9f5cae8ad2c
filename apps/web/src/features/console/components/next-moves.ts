import type { ConsoleOrderDetail, OrderMove } from '@haat/contract/console/console-orders.schemas';

/**
 * The moves the shop can make on an order now, in the order they come (the server's rules, decision 036:
 * accept and pack a PLACED order, ship it, deliver a SHIPPED one; cancel anything not yet final).
 */
export function nextMoves(order: Pick<ConsoleOrderDetail, 'orderState' | 'acceptedAt' | 'packedAt'>): OrderMove[] {
  switch (order.orderState) {
    case 'PENDING':
      return ['CANCEL'];
    case 'PLACED': {
      const steps: OrderMove[] = [];
      if (!order.acceptedAt && !order.packedAt) steps.push('ACCEPT');
      if (!order.packedAt) steps.push('PACK');
      return [...steps, 'SHIP', 'CANCEL'];
    }
    case 'SHIPPED':
      return ['DELIVER', 'CANCEL'];
    default:
      return [];
  }
}

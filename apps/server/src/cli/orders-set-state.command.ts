import { orderStateSchema } from '@haat/contract/content/content.schemas';
import { idSchema } from '@haat/contract/common/ids';
import { changeOrderState, findOrderStoreId } from '#src/modules/orders/index.ts';
import type { CliCommand } from './cli-command.ts';
import { inEnglish } from '#src/result.ts';

/**
 * `orders set-state <orderId> <STATE> [reason…]`: the shop moves an order on — PLACED → SHIPPED →
 * DELIVERED, or anything not yet delivered → CANCELLED (stock returned, a paid amount refunded to the
 * wallet) — through the same service and rules as the API.
 */
export const ordersSetStateCommand: CliCommand = {
  words: ['orders', 'set-state'],
  usage: 'orders set-state <orderId> <STATE> [reason]',
  summary: 'move an order: SHIPPED, DELIVERED or CANCELLED (stock returned, wallet refunded)',
  async run(args, context) {
    const [orderId, stateArg, ...reasonWords] = args;
    const id = idSchema.safeParse(orderId);
    const state = orderStateSchema.safeParse(stateArg?.toUpperCase());
    if (!id.success || !state.success) {
      context.err(`Usage: npm run cli -- ${this.usage}\nSTATE is one of ${orderStateSchema.options.join(', ')}`);
      return 2;
    }
    const db = context.database.db;
    const storeId = await findOrderStoreId(db, id.data);
    if (!storeId) {
      context.err(`Order ${id.data} not found`);
      return 1;
    }
    const result = await changeOrderState(db, {
      owner: { storeId },
      orderId: id.data,
      to: state.data,
      actor: 'OPERATOR',
      reason: reasonWords.join(' ') || undefined,
    });
    if (!result.ok) {
      context.err(`Refused: ${inEnglish(result.error.message)}`);
      return 1;
    }
    const { order, from } = result.value;
    // A cancellation puts stock back on the shelf.
    context.cacheBus.storeChanged(storeId);
    context.out(`Order ${order.orderNumber} (${order.id}): ${from} → ${order.orderState}`);
    return 0;
  },
};

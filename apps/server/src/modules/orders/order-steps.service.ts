import type { OrderState } from '@haat/contract/content/content.schemas';
import { text } from '@haat/contract/i18n/translate';
import type { Db } from '#src/db/connect.ts';
import { refuse, unlessRefused, type Result } from '#src/result.ts';
import { findOrder, listOrderItems, updateOrderSteps, type OrderItemRow, type OrderRow } from './orders.repository.ts';

/**
 * The shop's own steps on a PLACED order, between the shopper's PLACED and SHIPPED: it accepts the order (it
 * will make it; the unaccepted-order expiry leaves it alone from then on) and packs it. They are not states:
 * the shopper's states, their timeline and every rule keyed on them stay the spec's.
 */
export type OrderStep = 'ACCEPTED' | 'PACKED';

export interface OrderStepChange {
  storeId: string;
  orderId: string;
  step: OrderStep;
  /** The state the mover saw: if the order has changed since, nothing happens (as `changeOrderState`). */
  fromState?: OrderState | undefined;
  at: Date;
}

export type OrderStepResult = Result<
  { order: OrderRow; items: OrderItemRow[]; before: Pick<OrderRow, 'acceptedAt' | 'packedAt'> },
  'NOT_FOUND' | 'INVALID_TRANSITION'
>;

/**
 * Takes a step in one transaction, the order row locked and the UPDATE guarded by its state, so two members
 * accepting at once accept it once (the other is refused with 409). Packing accepts an order not yet accepted.
 */
export async function takeOrderStep(db: Db, change: OrderStepChange): Promise<OrderStepResult> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const current = await findOrder(tx, { storeId: change.storeId }, change.orderId, { lock: true });
      if (!current) refuse('NOT_FOUND', 'server.orderNotFound');
      const state = current.orderState;
      if (change.fromState && change.fromState !== state) {
        refuse('INVALID_TRANSITION', text('server.orderMovedOn', { state }));
      }
      if (state !== 'PLACED') refuse('INVALID_TRANSITION', text('server.orderNotPlaced', { step: change.step, state }));
      if (change.step === 'ACCEPTED' && current.acceptedAt) refuse('INVALID_TRANSITION', 'server.orderAlreadyAccepted');
      if (change.step === 'PACKED' && current.packedAt) refuse('INVALID_TRANSITION', 'server.orderAlreadyPacked');
      const steps =
        change.step === 'ACCEPTED'
          ? { acceptedAt: change.at }
          : { packedAt: change.at, acceptedAt: current.acceptedAt ?? change.at };
      const updated = await updateOrderSteps(tx, current.storeId, current.id, state, steps);
      // The row is locked, so this cannot happen.
      if (!updated) throw new Error(`order ${current.id} changed under a lock`);
      const items = await listOrderItems(tx, current.storeId, [current.id]);
      return { order: updated, items, before: { acceptedAt: current.acceptedAt, packedAt: current.packedAt } };
    }),
  );
}

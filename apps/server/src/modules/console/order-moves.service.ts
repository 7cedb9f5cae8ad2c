import type { OrderMove, OrderMoveBody } from '@haat/contract/console/console-orders.schemas';
import type { ConsoleAction } from '@haat/contract/console/console-audit.schemas';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import { text } from '@haat/contract/i18n/translate';
import type { Db } from '#src/db/connect.ts';
import { changeOrderState, findOrder, takeOrderStep, type OrderRow } from '#src/modules/orders/index.ts';
import type { StaffPrincipal } from './staff-auth.ts';
import { Refused, refuse, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import { insertCashReceipt } from './console-cash.repository.ts';

type MoveFailure = 'NOT_FOUND' | 'NOT_ALLOWED' | 'INVALID_TRANSITION' | 'INVALID';

const actionOf: Record<OrderMove, ConsoleAction> = {
  ACCEPT: 'ORDER_ACCEPTED',
  PACK: 'ORDER_PACKED',
  SHIP: 'ORDER_SHIPPED',
  DELIVER: 'ORDER_DELIVERED',
  CANCEL: 'ORDER_CANCELLED',
};
const stateOf: Partial<Record<OrderMove, OrderState>> = { SHIP: 'SHIPPED', DELIVER: 'DELIVERED', CANCEL: 'CANCELLED' };

/** What the audit log keeps of an order around a move. */
const auditOf = (order: OrderRow) => ({
  orderState: order.orderState,
  paymentStatus: order.paymentStatus,
  acceptedAt: order.acceptedAt?.toISOString() ?? null,
  packedAt: order.packedAt?.toISOString() ?? null,
});

/**
 * A member moves an order on, only through the orders module (`takeOrderStep`, `changeOrderState`: the same
 * rules, stock and refunds as every other mover), in one transaction with the cash they took and the audit
 * line. The order row is locked first, so two members acting at once take turns: the second finds the order
 * changed since `fromState` and is refused with 409 and the state it is in now. Answers the moved order's id.
 */
export async function moveOrder(
  db: Db,
  staff: StaffPrincipal,
  orderId: string,
  body: OrderMoveBody,
  at: Date,
): Promise<Result<{ storeId: string; orderId: string }, MoveFailure>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const before = await findOrder(tx, { storeId: staff.storeId }, orderId, { lock: true });
      if (!before) refuse('NOT_FOUND', 'server.orderNotFound');
      const after = await applyMove(tx, staff, before, body, at);
      const cashPaise = cashTaken(before, body);
      if (cashPaise !== null) {
        await insertCashReceipt(tx, {
          storeId: staff.storeId,
          staffId: staff.staffId,
          orderId,
          amountPaise: cashPaise,
        });
      }
      await recordConsoleAction(tx, {
        storeId: staff.storeId,
        staffId: staff.staffId,
        action: actionOf[body.move],
        targetType: 'ORDER',
        targetId: orderId,
        before: auditOf(before),
        after: {
          ...auditOf(after),
          ...(body.reason ? { reason: body.reason } : {}),
          ...(cashPaise !== null ? { cashCollected: fromPaise(cashPaise) } : {}),
        },
      });
      return { storeId: staff.storeId, orderId };
    }),
  );
}

/** The step or state change itself (a savepoint inside the move's transaction); a refusal rolls the move back. */
async function applyMove(tx: Db, staff: StaffPrincipal, order: OrderRow, body: OrderMoveBody, at: Date) {
  const to = stateOf[body.move];
  const result = to
    ? await changeOrderState(tx, {
        owner: { storeId: staff.storeId },
        orderId: order.id,
        to,
        actor: 'STAFF',
        reason: body.reason,
        fromState: body.fromState,
        at,
      })
    : await takeOrderStep(tx, {
        storeId: staff.storeId,
        orderId: order.id,
        step: body.move === 'ACCEPT' ? 'ACCEPTED' : 'PACKED',
        fromState: body.fromState,
        at,
      });
  if (!result.ok) throw new Refused(result);
  return result.value.order;
}

/**
 * The cash a delivery takes, in paise: a cash-on-delivery order's whole amount, which the member confirms by
 * entering it; null for any other move or order, which must name none. Checked after the move, so a refusal
 * for the order's state comes first; refusing here rolls the move back.
 */
function cashTaken(order: OrderRow, body: OrderMoveBody): number | null {
  const due = body.move === 'DELIVER' && order.paymentMethod === 'COD' ? order.finalPricePaise : 0;
  const amount = formatRupees(fromPaise(due));
  if (due === 0) {
    if (body.cashCollected === undefined) return null;
    refuse('INVALID', body.move === 'DELIVER' ? 'console.noCashForOrder' : 'console.cashOnlyOnDelivery');
  }
  if (body.cashCollected === undefined) refuse('INVALID', text('console.cashNeeded', { amount }));
  if (toPaise(body.cashCollected) !== due) refuse('INVALID', text('console.cashMustMatch', { amount }));
  return due;
}

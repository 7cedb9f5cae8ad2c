import type { OrderState } from '@haat/contract/content/content.schemas';

/**
 * What a console hears about its store's orders (issue 37): a new order the shop should act on (`PLACED`),
 * or any other change to one (`CHANGED`: a move, a cancellation, a payment settled). Only ids and the state:
 * the console reads the order itself through its own gate.
 */
export interface OrderEvent {
  storeId: string;
  kind: 'PLACED' | 'CHANGED';
  /** Null when the change came from a job that moved several orders of the store. */
  orderId: string | null;
  state: OrderState | null;
}

/** Called for every event: `here` is true on the server that made the change, false on the others. */
export type OrderEventListener = (event: OrderEvent, here: boolean) => void;

/**
 * Tells every server's open consoles that a store's orders changed: this server's listeners at once, the
 * others' as soon as the message reaches them. Announce after the commit, or a console reads the old order.
 */
export interface OrderEventBus {
  orderChanged(event: OrderEvent): void;
  /** Answers the function that stops listening (a console's stream closes). */
  onOrderChanged(listener: OrderEventListener): () => void;
  close(): Promise<void>;
}

/** Calls each listener, so that one that throws cannot stop the others (or the announcing request). */
export function createListeners() {
  const listeners = new Set<OrderEventListener>();
  return {
    add(listener: OrderEventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    call(event: OrderEvent, here: boolean) {
      for (const listener of listeners) {
        try {
          listener(event, here);
        } catch {
          // A console whose socket broke mid-write: its own close handler removes it.
        }
      }
    },
  };
}

/** One server's bus: the listeners are called at once, in this process only. */
export function createLocalOrderEventBus(): OrderEventBus {
  const listeners = createListeners();
  return {
    orderChanged: (event) => listeners.call(event, true),
    onOrderChanged: listeners.add,
    close: async () => {},
  };
}

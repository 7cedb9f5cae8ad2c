/**
 * The shoppers of `bench:orders`, run in a process of their own so that sending the requests does not take
 * the server's event loop: the parent sends one phase at a time over IPC and gets its figures back.
 * Each shopper is one keep-alive connection's worth of requests, one after another, as a phone sends them.
 */
import { performance } from 'node:perf_hooks';

export type Step = 'add to cart' | 'change a quantity' | 'create checkout' | 'address and payment' | 'place order';
export const STEPS: Step[] = [
  'add to cart',
  'change a quantity',
  'create checkout',
  'address and payment',
  'place order',
];

export interface PhaseShopper {
  token: string;
  customerId: string;
  cartId: string;
  /** Variants this shopper adds in turn: a few of the store's hot products, then its own long tail. */
  rotation: string[];
  /** The pair the shopper checks out in the checkout phases: one hot variant, one of its long tail. */
  pair: [string, string];
  /** Checkouts ready to place (address and payment set), for the placement phase. */
  ready: string[];
  paymentMethods: string[];
  /** The deal with little stock, in every third whole order. */
  deal?: string;
}

export interface PhaseRequest {
  origin: string;
  storeId: string;
  /** One step repeated by every shopper, or the whole order in a loop. */
  phase: Step | 'whole order';
  seconds: number;
  shoppers: PhaseShopper[];
  shippingAddress: object;
}

export interface StepTally {
  latenciesMs: number[];
  statuses: Record<string, number>;
  /** Bodies of the first few 5xx answers. */
  serverErrors: string[];
}

export interface PhaseResult {
  elapsedSeconds: number;
  steps: Partial<Record<Step | 'whole order', StepTally>>;
  /** Orders the server acknowledged (200), with how each was paid: the consistency check reads them back. */
  placed: Array<{ id: string; customerId: string; paymentMethod: string }>;
  /** Checkouts the create phase made, per shopper: the address phase sets them. */
  created: string[][];
}

const newTally = (): StepTally => ({ latenciesMs: [], statuses: {}, serverErrors: [] });

async function runPhase(request: PhaseRequest): Promise<PhaseResult> {
  const result: PhaseResult = { elapsedSeconds: 0, steps: {}, placed: [], created: request.shoppers.map(() => []) };
  const until = performance.now() + request.seconds * 1000;
  const running = () => performance.now() < until;

  const send = async (
    step: Step,
    shopper: PhaseShopper,
    method: string,
    url: string,
    body: object,
  ): Promise<{ status: number; json: Record<string, unknown> }> => {
    const tally = (result.steps[step] ??= newTally());
    const started = performance.now();
    const response = await fetch(`${request.origin}${url}`, {
      method,
      // Plain answers, as bench:api measures the API: the figures are the path's, not gzip's.
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'identity',
        authorization: `Bearer ${shopper.token}`,
      },
      body: JSON.stringify({ storeId: request.storeId, ...body }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    tally.latenciesMs.push(performance.now() - started);
    tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
    if (response.status >= 500 && tally.serverErrors.length < 5) {
      tally.serverErrors.push(`${method} ${url} ${response.status} ${JSON.stringify(json)}`);
    }
    return { status: response.status, json };
  };

  const addItem = (shopper: PhaseShopper, productVariantId: string, quantity: number) =>
    send('add to cart', shopper, 'POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId },
      quantity,
    });
  const lowerItem = (shopper: PhaseShopper, productVariantId: string) =>
    send('change a quantity', shopper, 'POST', `/api/carts/${shopper.cartId}/remove-item`, {
      productVariantId,
      quantity: 1,
    });
  const createCheckout = (shopper: PhaseShopper, cartItems: Array<{ productVariantId: string; quantity: number }>) =>
    send('create checkout', shopper, 'POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems,
      couponCode: '',
    });
  const setAddressAndPayment = (shopper: PhaseShopper, checkoutId: string, paymentMethod: string) =>
    send('address and payment', shopper, 'PATCH', `/api/checkouts/${checkoutId}`, {
      shippingAddress: request.shippingAddress,
      paymentMethod,
      couponCode: '',
    });
  const place = async (shopper: PhaseShopper, checkoutId: string, paymentMethod: string) => {
    const placed = await send('place order', shopper, 'POST', '/api/orders', {
      checkoutId,
      customerId: shopper.customerId,
    });
    if (placed.status === 200) {
      result.placed.push({ id: placed.json.id as string, customerId: shopper.customerId, paymentMethod });
    }
    return placed;
  };

  const loops: Record<PhaseRequest['phase'], (shopper: PhaseShopper, index: number) => Promise<void>> = {
    'add to cart': async (shopper) => {
      for (let i = 0; running(); i += 1) await addItem(shopper, shopper.rotation[i % shopper.rotation.length]!, 1);
    },
    'change a quantity': async (shopper) => {
      for (let i = 0; running(); i += 1) await lowerItem(shopper, shopper.rotation[i % shopper.rotation.length]!);
    },
    'create checkout': async (shopper, index) => {
      const cartItems = shopper.pair.map((productVariantId) => ({ productVariantId, quantity: 1 }));
      while (running()) {
        const created = await createCheckout(shopper, cartItems);
        if (created.status === 200) result.created[index]!.push(created.json.id as string);
      }
    },
    'address and payment': async (shopper) => {
      const methods = shopper.paymentMethods;
      for (let i = 0; running() && shopper.ready.length > 0; i += 1) {
        await setAddressAndPayment(shopper, shopper.ready[i % shopper.ready.length]!, methods[i % methods.length]!);
      }
    },
    'place order': async (shopper) => {
      const methods = shopper.paymentMethods;
      for (let i = 0; running() && i < shopper.ready.length; i += 1) {
        await place(shopper, shopper.ready[i]!, methods[i % methods.length]!);
      }
    },
    // The whole path, as a shopper takes it: a hot product and one of the long tail (two, then one less),
    // a checkout of what the cart holds, address and payment (COD and wallet in turn), the order.
    'whole order': async (shopper) => {
      const whole = (result.steps['whole order'] ??= newTally());
      for (let i = 0; running(); i += 1) {
        const started = performance.now();
        const hot = shopper.deal && i % 3 === 0 ? shopper.deal : shopper.rotation[i % 2]!;
        const tail = shopper.rotation[2 + (i % (shopper.rotation.length - 2))]!;
        await addItem(shopper, hot, 1);
        await addItem(shopper, tail, 2);
        const cart = await lowerItem(shopper, tail);
        const lines = (cart.json.items as Array<{ productVariantId: string; quantity: number }> | undefined) ?? [];
        if (lines.length === 0) continue;
        const cartItems = lines.map(({ productVariantId, quantity }) => ({ productVariantId, quantity }));
        const created = await createCheckout(shopper, cartItems);
        if (created.status !== 200) continue;
        const checkoutId = created.json.id as string;
        const method = shopper.paymentMethods[i % shopper.paymentMethods.length]!;
        if ((await setAddressAndPayment(shopper, checkoutId, method)).status !== 200) continue;
        const placed = await place(shopper, checkoutId, method);
        whole.statuses[placed.status] = (whole.statuses[placed.status] ?? 0) + 1;
        if (placed.status === 200) whole.latenciesMs.push(performance.now() - started);
      }
    },
  };

  const started = performance.now();
  await Promise.all(request.shoppers.map((shopper, index) => loops[request.phase](shopper, index)));
  result.elapsedSeconds = (performance.now() - started) / 1000;
  return result;
}

process.on('message', (request: PhaseRequest) => {
  runPhase(request).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ error: String(error instanceof Error ? error.stack : error) }),
  );
});
process.send?.({ ready: true });

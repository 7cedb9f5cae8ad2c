import { asc, eq } from 'drizzle-orm';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { deliverySlots } from '#src/db/schema/index.ts';
import { address, createShop, type CommerceShop, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import type { TestContext } from '#src/testing/test-app.ts';

export interface SubscriptionShop extends CommerceShop {
  slots: Array<{ id: string; startTime: string; endTime: string }>;
}

/**
 * The commerce shop (ghee 599.99 incl. 12 % GST, 20 in stock; rice 450.25 + 5 % GST, 10 in stock; salt
 * 28.00, 1 in stock; COD and wallet on; two delivery slots) with ghee and rice subscribable, salt not.
 */
export async function createSubscriptionShop(
  context: TestContext,
  customise: (document: StoreImportInput) => void = () => {},
): Promise<SubscriptionShop> {
  const shop = await createShop(context, (document) => {
    for (const product of document.products) product.isSubscribable = product.name !== 'Iodised Salt';
    customise(document);
  });
  const slots = await context.database.db
    .select({ id: deliverySlots.id, startTime: deliverySlots.startTime, endTime: deliverySlots.endTime })
    .from(deliverySlots)
    .where(eq(deliverySlots.storeId, shop.storeId))
    .orderBy(asc(deliverySlots.position));
  return { ...shop, slots };
}

/** Dates as the rules count them (the contract's own helper). */
export { addDays };
export const today = (): string => indiaToday();
export const weekdayOf = dayOfWeekOf;

/** A valid create body (spec §3) for this shopper: today on, no end, COD, the shop's first slot. */
export function subscriptionBody(
  shop: SubscriptionShop,
  shopper: Shopper,
  overrides: {
    daysOfWeek?: DayOfWeek[];
    startDate?: string;
    endDate?: string;
    variantId?: string;
    quantity?: number;
    paymentMethod?: string;
    shippingAddress?: object | null;
    preferredTimeSlot?: object | null;
    isActive?: boolean;
  } = {},
) {
  const { daysOfWeek, startDate, endDate, ...rest } = overrides;
  return {
    orgId: shop.orgId,
    customerId: shopper.customerId,
    subscriptionRecurrence: {
      daysOfWeek: daysOfWeek ?? ['MONDAY', 'THURSDAY'],
      startDate: startDate ?? today(),
      endDate: endDate ?? '',
    },
    shippingAddress: address,
    variantId: shop.variants.ghee,
    quantity: 1,
    isActive: true,
    preferredTimeSlot: shop.slots[0],
    paymentMethod: 'COD',
    ...rest,
  };
}

/** Creates a subscription through the API and answers its id (fails the test on anything but 200). */
export async function subscribe(
  shop: SubscriptionShop,
  shopper: Shopper,
  overrides: Parameters<typeof subscriptionBody>[2] = {},
): Promise<string> {
  const response = await shopper.call('POST', '/api/subscriptions', subscriptionBody(shop, shopper, overrides));
  if (response.statusCode !== 200) throw new Error(`subscribe answered ${response.statusCode}: ${response.body}`);
  return response.json().id as string;
}

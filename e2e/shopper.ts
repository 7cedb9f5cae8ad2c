import { expect, type Page } from '@playwright/test';

/** A signed-in shopper, as their own API calls need them: the bearer token and their ids. */
export interface Shopper {
  token: string;
  customerId: string;
  storeId: string;
}

export const raviInPuneAddress = {
  name: 'Ravi Kumar',
  mobile: '9812345678',
  address: '3, Paschimanagri, Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pin: '411038',
  addressType: 'Home',
};

export interface Subscribed {
  id: string;
  productName: string;
  /** The variant's selling price, rupees. */
  unitPrice: number;
}

const everyDay = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/**
 * Subscribes the shopper, through the API as the set-up page would, to the store's first subscribable
 * milk in stock (else its first subscribable product): every day from `startDate`, the store's first
 * slot, no end date; to Ravi in Pune unless `address` says where.
 */
export async function subscribeEveryDay(
  page: Page,
  shopper: Shopper,
  {
    startDate,
    quantity = 1,
    paymentMethod = 'COD',
    address = raviInPuneAddress,
  }: { startDate: string; quantity?: number; paymentMethod?: string; address?: typeof raviInPuneAddress },
): Promise<Subscribed> {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const products = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=30`);
  const { products: list } = (await products.json()) as {
    products: {
      name: string;
      isSubscribable: boolean;
      variants: { variantId: string; availableQuantity: number; sellingPrice: number }[];
    }[];
  };
  const fits = list.filter((item) => item.isSubscribable && (item.variants[0]?.availableQuantity ?? 0) >= 10);
  // Milk, as households mostly subscribe to, where the store sells it.
  const product = fits.find((item) => /milk$/i.test(item.name)) ?? fits[0];
  if (!product) throw new Error('The store needs a subscribable product in stock');
  const variant = product.variants[0]!;
  const slots = await page.request.get(`/api/delivery-slots?storeId=${shopper.storeId}`);
  const [slot] = (await slots.json()) as { id: string; startTime: string; endTime: string }[];
  const created = await page.request.post('/api/subscriptions', {
    headers,
    data: {
      storeId: shopper.storeId,
      customerId: shopper.customerId,
      subscriptionRecurrence: { daysOfWeek: everyDay, startDate, endDate: '' },
      shippingAddress: address,
      variantId: variant.variantId,
      quantity,
      isActive: true,
      preferredTimeSlot: slot,
      paymentMethod,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return { id, productName: product.name, unitPrice: variant.sellingPrice };
}

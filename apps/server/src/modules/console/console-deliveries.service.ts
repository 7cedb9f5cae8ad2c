import type {
  DeliverySheet,
  SheetDelivery,
  SheetLoad,
  SheetSlot,
} from '@haat/contract/console/console-deliveries.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { listDeliveriesOfDay, type PlannedDelivery } from '#src/modules/subscriptions/index.ts';
import { findSheetPacks } from './console-deliveries.repository.ts';

const slotKey = (slot: SheetSlot['slot']) => (slot ? `${slot.startTime}-${slot.endTime}` : '');

/** The street address as a rider reads it: the address, the landmark, the city. */
function addressOf({ address, landmark, city }: PlannedDelivery['subscription']['shippingAddress']): string {
  return [address, landmark, city].filter((part) => part?.trim()).join(', ');
}

/**
 * The delivery sheet of one India date (the subscriptions module decides what the date delivers, by the job's
 * rule): grouped by slot, earliest first and no slot last, each slot's deliveries by pincode then name; and
 * the total of each pack size to load, by product name. Names are in `locale`.
 */
export async function readDeliverySheet(db: Db, storeId: string, date: string, locale: Locale): Promise<DeliverySheet> {
  const planned = await listDeliveriesOfDay(db, storeId, date);
  const packs = new Map(
    (
      await findSheetPacks(db, storeId, [...new Set(planned.map((one) => one.subscription.productVariantId))], locale)
    ).map((pack) => [pack.variantId, pack]),
  );
  const slots = new Map<string, SheetSlot>();
  const load = new Map<string, SheetLoad>();
  for (const { subscription, quantity } of planned) {
    const pack = packs.get(subscription.productVariantId);
    // A variant is deleted with its subscriptions: only a delete between the two reads leaves none.
    if (!pack) continue;
    const { startTime, endTime } = subscription.preferredTimeSlot ?? {};
    const slot = startTime && endTime ? { startTime, endTime } : null;
    const address = subscription.shippingAddress;
    const delivery: SheetDelivery = {
      subscriptionId: subscription.id,
      name: address.name,
      mobile: address.mobile,
      address: addressOf(address),
      pin: address.pin,
      pack,
      quantity,
    };
    const key = slotKey(slot);
    if (!slots.has(key)) slots.set(key, { slot, deliveries: [] });
    slots.get(key)!.deliveries.push(delivery);
    const loaded = load.get(pack.variantId);
    load.set(pack.variantId, { ...pack, quantity: (loaded?.quantity ?? 0) + quantity });
  }
  const bySlot = [...slots.values()].sort((a, b) => {
    if (!a.slot || !b.slot) return a.slot ? -1 : b.slot ? 1 : 0;
    return a.slot.startTime.localeCompare(b.slot.startTime) || a.slot.endTime.localeCompare(b.slot.endTime);
  });
  for (const { deliveries } of bySlot) {
    deliveries.sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name, locale));
  }
  return {
    date,
    slots: bySlot,
    load: [...load.values()].sort((a, b) => a.productName.localeCompare(b.productName, locale) || a.weight - b.weight),
    deliveryCount: bySlot.reduce((sum, { deliveries }) => sum + deliveries.length, 0),
  };
}

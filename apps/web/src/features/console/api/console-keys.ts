import type { ConsoleReviewFilter } from '@haat/contract/reviews/reviews.values';
import type { ConsoleOrderListQuery } from '@haat/contract/console/console-orders.schemas';

/** The console's query keys, one factory (house style): everything under the store's console. */
export const consoleKeys = {
  all: (storeId: string) => ['console', storeId] as const,
  me: (storeId: string) => [...consoleKeys.all(storeId), 'me'] as const,
  orders: (storeId: string) => [...consoleKeys.all(storeId), 'orders'] as const,
  orderList: (storeId: string, filters: Partial<ConsoleOrderListQuery>) =>
    [...consoleKeys.orders(storeId), 'list', filters] as const,
  order: (storeId: string, orderId: string) => [...consoleKeys.orders(storeId), 'detail', orderId] as const,
  cash: (storeId: string) => [...consoleKeys.all(storeId), 'cash'] as const,
  pendingRecharges: (storeId: string) => [...consoleKeys.cash(storeId), 'pending'] as const,
  cashSummary: (storeId: string, date: string) => [...consoleKeys.cash(storeId), 'summary', date] as const,
  staff: (storeId: string) => [...consoleKeys.all(storeId), 'staff'] as const,
  audit: (storeId: string, page: number) => [...consoleKeys.all(storeId), 'audit', page] as const,
  products: (storeId: string) => [...consoleKeys.all(storeId), 'products'] as const,
  productList: (storeId: string, q: string, page: number) => [...consoleKeys.products(storeId), q, page] as const,
  today: (storeId: string) => [...consoleKeys.all(storeId), 'today'] as const,
  deliveries: (storeId: string, date: string) => [...consoleKeys.all(storeId), 'deliveries', date] as const,
  reviews: (storeId: string) => [...consoleKeys.all(storeId), 'reviews'] as const,
  reviewList: (storeId: string, show: ConsoleReviewFilter, page: number) =>
    [...consoleKeys.reviews(storeId), show, page] as const,
};

import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { recordJobRun, type Metrics } from '#src/observability/metrics.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { systemClock, type Clock } from '#src/providers/clock.ts';
import { repeatEvery } from '#src/repeat-every.ts';

/** The window "best sellers" look back over: a month of a neighbourhood shop's trade. */
export const SALES_WINDOW_DAYS = 30;

/** How often the counts are brought up to date: a listing's order may lag the sales by this much. */
export const PRODUCT_SALES_EVERY_MS = 15 * 60_000;

export interface ProductSalesOptions {
  now?: Clock;
  /** Told about each store whose order of products changed (the app's cache bus). */
  onChanged?: StockChanged;
  metrics?: Pick<Metrics, 'jobRan'> | undefined;
}

/**
 * Sets each product's `recent_units_sold`, which listings sort by, to the units its orders of the last
 * SALES_WINDOW_DAYS hold, and tells the cache of each store whose counts moved. A sale is an order that was
 * placed and not undone: PLACED, SHIPPED or DELIVERED. PENDING is an online order nobody has paid for yet
 * (it may never be); FAILED and CANCELLED ones sold nothing. The count is by the day the order was made,
 * so a sale leaves the window 30 days later even if delivered later. Only rows whose count changes are
 * written, so a quiet run writes nothing; replicas running it together write the same values.
 * Returns the stores whose counts changed.
 */
export function refreshProductSales(db: Db, options: ProductSalesOptions = {}): Promise<string[]> {
  return recordJobRun(
    options.metrics,
    'product_sales',
    async () => {
      const now = (options.now ?? systemClock)();
      const since = new Date(now.getTime() - SALES_WINDOW_DAYS * 86_400_000);
      const rows = await selectRows<{ storeId: string }>(
        db,
        sql`WITH sold AS (
          SELECT oi.product_id, sum(oi.quantity)::int AS units
          FROM orders o JOIN order_items oi ON oi.order_id = o.id
          WHERE o.created_at >= ${since.toISOString()}::timestamptz
            AND o.order_state IN ('PLACED', 'SHIPPED', 'DELIVERED') AND oi.product_id IS NOT NULL
          GROUP BY oi.product_id
        ),
        changed AS (
          SELECT p.id, coalesce(sold.units, 0) AS units
          FROM products p LEFT JOIN sold ON sold.product_id = p.id
          WHERE p.recent_units_sold <> coalesce(sold.units, 0)
        )
        UPDATE products p SET recent_units_sold = changed.units FROM changed WHERE p.id = changed.id
        RETURNING p.store_id AS "storeId"`,
      );
      const stores = [...new Set(rows.map((row) => row.storeId))];
      for (const storeId of stores) options.onChanged?.(storeId);
      return stores;
    },
    () => ({}),
  );
}

export interface ProductSalesTimerOptions extends ProductSalesOptions {
  everyMs: number;
  log: { error(details: object, message: string): void };
}

/** Runs `refreshProductSales` now and every `everyMs` (`repeatEvery`). */
export function startProductSalesTimer(db: Db, options: ProductSalesTimerOptions): () => Promise<void> {
  return repeatEvery(options.everyMs, () => refreshProductSales(db, options).then(() => undefined), {
    atStart: true,
    onError: (error) => options.log.error({ err: error }, 'product sales job failed'),
  });
}

import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';

/**
 * The money and stock invariants of a whole database (every store), for the concurrency, crash and
 * module tests: after any storm of requests, crashes and restarts, each of these must hold.
 *
 * - every wallet's balance equals Σ CREDIT − Σ DEBIT of its COMPLETED ledger lines, and is not negative;
 * - every variant's stock is its initial stock minus what live orders (not FAILED, not CANCELLED) hold,
 *   and is not negative (initial = the baseline taken with `takeStockBaseline` before the storm);
 * - every order is whole: at least one item; its totals are the sums of its items' money; its history has
 *   exactly one first line and reaches its current state; a wallet order that was paid has exactly one
 *   DEBIT of its price, a REFUNDED order exactly one CREDIT of it; a dead order keeps no money;
 * - every online wallet line names a SUCCEEDED payment of the same customer and amount; a SUCCEEDED
 *   recharge has its wallet line, and a SUCCEEDED order payment placed its order or reached the wallet.
 */
export interface InvariantReport {
  /** How much was looked at: a check that saw nothing proves nothing. */
  checked: { wallets: number; ledgerLines: number; variants: number; orders: number };
  /** One readable line per broken invariant; empty when all hold. */
  breaks: string[];
}

/** Each variant's initial stock: what is on the shelf now plus what live orders hold. */
export type StockBaseline = ReadonlyMap<string, number>;

const LIVE = sql.raw(`o.order_state not in ('FAILED', 'CANCELLED')`);

/** Live-held quantities per variant, joined to the shelf: the one query both the baseline and the check use. */
const stockQuery = sql`
  select v.id, v.available_quantity::int as available, coalesce(h.held, 0)::int as held
  from product_variants v
  left join (
    select i.product_variant_id as variant_id, sum(i.quantity) as held
    from order_items i join orders o on o.id = i.order_id
    where ${LIVE} and i.product_variant_id is not null
    group by i.product_variant_id
  ) h on h.variant_id = v.id`;

type StockRow = { id: string; available: number; held: number };

/** Takes the baseline: call it before the storm (after any catalogue edits the test makes). */
export async function takeStockBaseline(db: Db): Promise<StockBaseline> {
  const rows = await selectRows<StockRow>(db, stockQuery);
  return new Map(rows.map((row) => [row.id, Number(row.available) + Number(row.held)]));
}

export async function checkInvariants(
  db: Db,
  options: { stockBaseline?: StockBaseline } = {},
): Promise<InvariantReport> {
  const breaks: string[] = [];
  const wallets = await checkWallets(db, breaks);
  const variants = await checkStock(db, options.stockBaseline, breaks);
  const orders = await checkOrders(db, breaks);
  await checkPayments(db, breaks);
  return { checked: { ...wallets, variants, orders }, breaks };
}

/** One line for a test's output: what was looked at and how many invariants broke. */
export function describeReport(report: InvariantReport): string {
  const { wallets, ledgerLines, variants, orders } = report.checked;
  return `invariants: ${wallets} wallets (${ledgerLines} ledger lines), ${variants} variants, ${orders} orders checked; ${report.breaks.length} breaks`;
}

async function checkWallets(db: Db, breaks: string[]): Promise<{ wallets: number; ledgerLines: number }> {
  const rows = await selectRows<{ id: string; balance: string; ledger: string; lines: number }>(
    db,
    sql`select w.id, w.balance_paise::text as balance,
        coalesce(sum(case when t.status <> 'COMPLETED' then 0 when t.transaction_type = 'CREDIT' then t.amount_paise
          else -t.amount_paise end), 0)::text as ledger,
        count(t.id)::int as lines
      from wallets w left join wallet_transactions t on t.wallet_id = w.id
      group by w.id, w.balance_paise`,
  );
  let ledgerLines = 0;
  for (const row of rows) {
    ledgerLines += Number(row.lines);
    if (row.balance !== row.ledger) breaks.push(`wallet ${row.id}: balance ${row.balance} ≠ ledger ${row.ledger}`);
    if (Number(row.balance) < 0) breaks.push(`wallet ${row.id}: negative balance ${row.balance}`);
  }
  return { wallets: rows.length, ledgerLines };
}

async function checkStock(db: Db, baseline: StockBaseline | undefined, breaks: string[]): Promise<number> {
  const rows = await selectRows<StockRow>(db, stockQuery);
  for (const row of rows) {
    const available = Number(row.available);
    const held = Number(row.held);
    if (available < 0) breaks.push(`variant ${row.id}: negative stock ${available}`);
    const initial = baseline?.get(row.id);
    if (initial !== undefined && available + held !== initial) {
      breaks.push(`variant ${row.id}: stock ${available} + held by live orders ${held} ≠ initial ${initial}`);
    }
  }
  return rows.length;
}

interface OrderCheckRow {
  id: string;
  order_state: string;
  payment_method: string;
  payment_status: string;
  final: string;
  items: number;
  money_ok: boolean;
  first_lines: number;
  first_ok: boolean;
  reaches_state: boolean;
  debits: number;
  debits_ok: boolean;
  credits: number;
  credits_ok: boolean;
}

async function checkOrders(db: Db, breaks: string[]): Promise<number> {
  const rows = await selectRows<OrderCheckRow>(
    db,
    sql`select o.id, o.order_state, o.payment_method, o.payment_status, o.final_price_paise::text as final,
        coalesce(i.items, 0)::int as items,
        (i.items is not null and o.total_price_paise = i.total and o.tax_paise = i.tax
          and o.total_discount_paise = i.discount
          and o.coupon_discount_paise = i.coupon
          and o.final_price_paise = i.total + i.exclusive_tax - o.coupon_discount_paise + o.shipping_charge_paise)
          as money_ok,
        coalesce(h.first_lines, 0)::int as first_lines,
        coalesce(h.first_ok, false) as first_ok,
        coalesce(h.reaches_state, false) as reaches_state,
        coalesce(l.debits, 0)::int as debits, coalesce(l.debits_ok, true) as debits_ok,
        coalesce(l.credits, 0)::int as credits, coalesce(l.credits_ok, true) as credits_ok
      from orders o
      left join (
        select order_id, count(*) as items, sum(selling_price_paise::bigint * quantity) as total,
          sum(tax_paise) as tax,
          sum(on_top) as exclusive_tax,
          sum(coupon_discount_paise) as coupon,
          -- the saving on MRP: MRP less what is paid, GST on top included, coupon share off (decisions 027, 050)
          sum(greatest(0, mrp_paise::bigint * quantity - selling_price_paise::bigint * quantity
            - on_top + coupon_discount_paise)) as discount
        from (
          -- The GST a line was listed with on top: the frozen tax, unless a coupon share made it recomputed.
          select *, case when tax_type <> 'EXCLUSIVE' then 0
              when coupon_discount_paise > 0 then round(selling_price_paise::numeric * quantity * tax_percent / 100)
              else tax_paise end as on_top
          from order_items
        ) priced group by order_id
      ) i on i.order_id = o.id
      left join (
        select hh.order_id, count(*) filter (where hh.from_state is null) as first_lines,
          bool_or(hh.from_state is null and hh.to_state in ('PENDING', 'PLACED', 'FAILED')) as first_ok,
          bool_or(hh.to_state = oo.order_state) as reaches_state
        from order_state_history hh join orders oo on oo.id = hh.order_id group by hh.order_id
      ) h on h.order_id = o.id
      left join (
        select t.order_id,
          count(*) filter (where t.transaction_type = 'DEBIT') as debits,
          bool_and(t.transaction_type <> 'DEBIT' or t.amount_paise = oo.final_price_paise) as debits_ok,
          count(*) filter (where t.transaction_type = 'CREDIT') as credits,
          bool_and(t.transaction_type <> 'CREDIT' or t.amount_paise = oo.final_price_paise) as credits_ok
        from wallet_transactions t join orders oo on oo.id = t.order_id
        where t.status = 'COMPLETED' group by t.order_id
      ) l on l.order_id = o.id`,
  );
  for (const row of rows) {
    const problems = orderProblems(row);
    if (problems.length > 0)
      breaks.push(`order ${row.id} (${row.order_state}/${row.payment_status}): ${problems.join('; ')}`);
  }
  return rows.length;
}

function orderProblems(row: OrderCheckRow): string[] {
  const problems: string[] = [];
  if (Number(row.items) === 0) problems.push('no items');
  else if (!row.money_ok) problems.push("totals differ from its items' money");
  if (Number(row.first_lines) !== 1 || !row.first_ok) problems.push(`${row.first_lines} first history lines`);
  if (!row.reaches_state) problems.push('history never reaches its state');
  const paid = Number(row.final) > 0;
  const byWallet = row.payment_method === 'HAAT_WALLET';
  const walletPaid = byWallet && paid && ['PAID', 'REFUNDED'].includes(row.payment_status);
  const expectedDebits = walletPaid ? 1 : 0;
  if (Number(row.debits) !== expectedDebits) problems.push(`${row.debits} DEBIT lines, expected ${expectedDebits}`);
  if (row.payment_status === 'REFUNDED' && paid && Number(row.credits) !== 1) {
    problems.push(`${row.credits} refund CREDIT lines, expected 1`);
  }
  // Any other CREDIT naming an order is a late online payment parked in the wallet: at most one.
  if (Number(row.credits) > 1) problems.push(`${row.credits} CREDIT lines`);
  if (!row.debits_ok || (byWallet && !row.credits_ok))
    problems.push("a ledger line's amount differs from the order's price");
  if (['FAILED', 'CANCELLED'].includes(row.order_state) && row.payment_status === 'PAID') {
    problems.push('a dead order kept the money');
  }
  return problems;
}

async function checkPayments(db: Db, breaks: string[]): Promise<void> {
  const lines = await selectRows<{ id: string; problem: string }>(
    db,
    sql`select t.id, case
          when p.id is null then 'names no payment'
          when p.status <> 'SUCCEEDED' then 'names a payment that is ' || p.status
          when p.amount_paise <> t.amount_paise then 'amount differs from its payment'
          else 'credits a payment of another customer' end as problem
      from wallet_transactions t
      join wallets w on w.id = t.wallet_id
      left join payment_transactions p on p.id = t.payment_transaction_id
      where t.payment_source = 'ONLINE_PAYMENT' and t.status = 'COMPLETED'
        and (p.id is null or p.status <> 'SUCCEEDED' or p.amount_paise <> t.amount_paise
          or p.customer_id <> w.customer_id)`,
  );
  for (const row of lines) breaks.push(`online wallet line ${row.id}: ${row.problem}`);
  // Money a provider took lands somewhere, in the same transaction that records the success.
  const payments = await selectRows<{ id: string; problem: string }>(
    db,
    sql`select p.id, case
          when p.purpose = 'WALLET_RECHARGE' then 'recharge succeeded but no wallet line'
          when o.order_state = 'PENDING' then 'succeeded but its order still waits'
          else 'succeeded for a failed order but no wallet line' end as problem
      from payment_transactions p
      left join orders o on o.id = p.order_id
      where p.status = 'SUCCEEDED'
        and not exists (select 1 from wallet_transactions t where t.payment_transaction_id = p.id)
        and (p.purpose = 'WALLET_RECHARGE' or o.order_state in ('PENDING', 'FAILED'))`,
  );
  for (const row of payments) breaks.push(`payment ${row.id}: ${row.problem}`);
}

import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/connect.ts';
import { smsOutbox } from '#src/db/schema/index.ts';
import type {
  BackInStockMessage,
  OrderUpdateMessage,
  OtpMessage,
  SmsProvider,
  WalletShortfallMessage,
} from './sms-provider.ts';
import { databaseNow } from '#src/db/database-now.ts';

/**
 * Development SMS: logs the code and keeps the last one per store and phone in the database, so every API
 * replica (and a browser test) can read it back through `GET /api/dev/otp-outbox`. In a production demo
 * (ALLOW_CONSOLE_SMS=true) `keepCodes` is off: it logs that a code was sent, and the code goes nowhere.
 */
export class ConsoleOutboxSmsProvider implements SmsProvider {
  readonly name = 'console' as const;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { keepCodes: boolean },
  ) {}

  async sendOtp({ storeId, mobile, otp, text }: OtpMessage): Promise<void> {
    if (!this.options.keepCodes) {
      this.log.info({ storeId, mobile: `******${mobile.slice(-4)}` }, '[sms outbox] a login code was sent (not shown)');
      return;
    }
    const sentAt = databaseNow;
    await this.db
      .insert(smsOutbox)
      .values({ storeId, mobile, otp, sentAt })
      .onConflictDoUpdate({ target: [smsOutbox.storeId, smsOutbox.mobile], set: { otp, sentAt } });
    this.log.info({ storeId, mobile }, `[sms outbox] ${text}`);
  }

  /** Logs the notice; the job keeps its text with the notice it records, where the account page reads it. */
  async sendWalletShortfall({ storeId, mobile, text }: WalletShortfallMessage): Promise<void> {
    const to = this.options.keepCodes ? mobile : `******${mobile.slice(-4)}`;
    this.log.info({ storeId, mobile: to }, `[sms outbox] ${text}`);
  }

  /** Logs the message; its request keeps when it was sent, which is what tests and the shop read back. */
  async sendBackInStock({ storeId, mobile, text }: BackInStockMessage): Promise<void> {
    const to = this.options.keepCodes ? mobile : `******${mobile.slice(-4)}`;
    this.log.info({ storeId, mobile: to }, `[sms outbox] ${text}`);
  }

  /** Logs the message; its notice keeps when it was sent. */
  async sendOrderUpdate({ storeId, mobile, text }: OrderUpdateMessage): Promise<void> {
    const to = this.options.keepCodes ? mobile : `******${mobile.slice(-4)}`;
    this.log.info({ storeId, mobile: to }, `[sms outbox] ${text}`);
  }
}

/** The last code sent to a phone, in one store or (without a store) in any. */
export async function readOtpOutbox(db: Db, mobile: string, storeId?: string): Promise<string | null> {
  const rows = await db
    .select({ otp: smsOutbox.otp })
    .from(smsOutbox)
    .where(storeId ? and(eq(smsOutbox.storeId, storeId), eq(smsOutbox.mobile, mobile)) : eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.sentAt))
    .limit(1);
  return rows[0]?.otp ?? null;
}

import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import type { BackInStockMessage, SmsProvider } from '#src/providers/sms/sms-provider.ts';
import type { Shopper } from '#src/modules/orders/commerce-test-kit.ts';

/** Keeps every back-in-stock SMS it is handed, as a gateway would send it; `failing` refuses them. */
export class RecordingSms implements SmsProvider {
  readonly name = 'console' as const;
  readonly sent: BackInStockMessage[] = [];
  failing = false;
  async sendOtp(): Promise<void> {}
  async sendWalletShortfall(): Promise<void> {}
  async sendBackInStock(message: BackInStockMessage): Promise<void> {
    if (this.failing) throw new Error('gateway down');
    this.sent.push(message);
  }
  async sendOrderUpdate(): Promise<void> {}
}

/** A store document with both habits on. */
export const habitsOn = (document: StoreImportInput) => {
  document.store.habits = { buyAgain: true, notifyMe: true };
};

/** Where the links of these tests point: PUBLIC_URL as production sets it. */
export const linkConfig = { publicUrl: 'https://haat.example', port: 8080 };

export const notifyMe = (shopper: Shopper, productVariantId: string) =>
  shopper.call('POST', '/api/stock-alerts', { productVariantId });

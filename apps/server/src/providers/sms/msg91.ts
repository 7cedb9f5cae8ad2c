import {
  SmsSendError,
  type BackInStockMessage,
  type OrderUpdateMessage,
  type OtpMessage,
  type SmsProvider,
  type WalletShortfallMessage,
} from './sms-provider.ts';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved flow template; it must use the variables ##otp## and ##store##. */
  templateId: string;
  /** The low-balance notice's flow template, with the variables ##store##, ##amount## and ##date##. */
  walletTemplateId: string;
  /** The "Notify me" message's flow template, with ##store##, ##product## and ##link##; unset: not sent. */
  backInStockTemplateId?: string | undefined;
  /** The order update's flow template, with ##store##, ##number##, ##state## and ##link##; unset: not sent. */
  orderTemplateId?: string | undefined;
  /** MSG91's API origin (MSG91_BASE_URL); tests point it at a stand-in server. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (`POST /api/v5/flow`, `authkey` header, JSON body with `template_id` and `recipients`,
 * numbers as 91XXXXXXXXXX). MSG91 reports some failures with HTTP 200 and `{ "type": "error" }`, so only
 * `type: "success"` counts as sent.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91' as const;

  constructor(private readonly options: Msg91Options) {}

  async sendOtp({ mobile, otp, storeName }: OtpMessage): Promise<void> {
    await this.sendFlow(this.options.templateId, { mobiles: `91${mobile}`, otp, store: storeName });
  }

  async sendWalletShortfall({ mobile, storeName, shortfall, date }: WalletShortfallMessage): Promise<void> {
    await this.sendFlow(this.options.walletTemplateId, {
      mobiles: `91${mobile}`,
      store: storeName,
      amount: shortfall,
      date,
    });
  }

  async sendBackInStock({ mobile, storeName, product, link }: BackInStockMessage): Promise<void> {
    const templateId = this.options.backInStockTemplateId;
    if (!templateId) throw new SmsSendError('MSG91_BACK_IN_STOCK_TEMPLATE_ID is not set');
    await this.sendFlow(templateId, { mobiles: `91${mobile}`, store: storeName, product, link });
  }

  async sendOrderUpdate({ mobile, storeName, orderNumber, state, link }: OrderUpdateMessage): Promise<void> {
    const templateId = this.options.orderTemplateId;
    if (!templateId) throw new SmsSendError('MSG91_ORDER_TEMPLATE_ID is not set');
    await this.sendFlow(templateId, { mobiles: `91${mobile}`, store: storeName, number: orderNumber, state, link });
  }

  private async sendFlow(templateId: string, recipient: Record<string, string>): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsSendError(`MSG91 unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (!response.ok || answer?.type !== 'success') {
      // The answer's message says why (bad template, no balance); it never holds the code or the key.
      throw new SmsSendError(`MSG91 refused the message: HTTP ${response.status} ${String(answer?.message ?? '')}`);
    }
  }
}

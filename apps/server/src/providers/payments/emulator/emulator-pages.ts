import { formatRupees, fromPaise } from '@haat/contract/format';

/** Messages the hosted pages post to the page that framed them (CASHFREE, BMSPAY): `{ source, status }`. */
export const EMULATOR_MESSAGE_SOURCE = 'haat-gateway-emulator';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;
background:#f4f6f8;color:#1d2630}main{background:#fff;border-radius:12px;padding:2rem;max-width:22rem;width:100%;
box-shadow:0 2px 12px #0002;text-align:center}h1{font-size:1.1rem;margin:0 0 .5rem}.amount{font-size:2rem;
font-weight:700;margin:1rem 0}form{display:flex;gap:.75rem;justify-content:center}button{font:inherit;
padding:.6rem 1.4rem;border-radius:8px;border:0;cursor:pointer}.pay{background:#1a7f37;color:#fff}
.fail{background:#e5e7eb;color:#1d2630}small{color:#5b6670}`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${styles}</style></head><body><main>${body}</main>${script}</body></html>`;
}

export interface CheckoutPageInput {
  providerName: string;
  amountPaise: number;
  /** Where the form posts (the same page's address). */
  action: string;
  /** Hidden form fields (e.g. the session id). */
  fields: Record<string, string>;
}

/** The hosted checkout: the amount and two buttons, "Pay" and "Fail". No external assets. */
export function checkoutPage(input: CheckoutPageInput): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    `${input.providerName} checkout`,
    `<h1>${escape(input.providerName)} test checkout</h1><small>Gateway emulator: no money moves</small>
<div class="amount">${escape(formatRupees(fromPaise(input.amountPaise)))}</div>
<form method="post" action="${escape(input.action)}">${hidden}
<button class="pay" type="submit" name="outcome" value="pay">Pay</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail</button></form>`,
  );
}

/** After Pay or Fail inside a frame: says the outcome and tells the framing page. */
export function resultPage(succeeded: boolean, nonce: string): string {
  const status = succeeded ? 'SUCCEEDED' : 'FAILED';
  const message = JSON.stringify({ source: EMULATOR_MESSAGE_SOURCE, status });
  return page(
    succeeded ? 'Payment successful' : 'Payment failed',
    `<h1>${succeeded ? 'Payment successful' : 'Payment failed'}</h1><small>You can close this window.</small>`,
    `<script nonce="${nonce}">if (window.parent !== window) window.parent.postMessage(${message}, '*');</script>`,
  );
}

export function messagePage(title: string): string {
  return page(title, `<h1>${escape(title)}</h1>`);
}

export interface UpiAppPageInput {
  payee: string;
  amountPaise: number;
  /** The link's `tr`, posted back with the shopper's choice. */
  reference: string;
}

/** The emulated UPI app: who is paid and how much, then Approve (as if the PIN was entered) or Decline. */
export function upiAppPage(input: UpiAppPageInput): string {
  return page(
    'UPI app',
    `<h1>UPI app (emulator)</h1><small>Gateway emulator: no money moves</small>
<p>Pay ${escape(input.payee)}</p>
<div class="amount">${escape(formatRupees(fromPaise(input.amountPaise)))}</div>
<form method="post"><input type="hidden" name="tr" value="${escape(input.reference)}">
<button class="pay" type="submit" name="outcome" value="pay">Approve</button>
<button class="fail" type="submit" name="outcome" value="fail">Decline</button></form>`,
  );
}

/** After Approve or Decline: the outcome, and the way back to the shop when its address is ours. */
export function upiResultPage(succeeded: boolean, backUrl: string | null): string {
  const title = succeeded ? 'Payment successful' : 'Payment declined';
  const back = backUrl ? `<p><a href="${escape(backUrl)}">Back to the shop</a></p>` : '';
  return page(title, `<h1>${title}</h1>${back}<small>You can close this window.</small>`);
}

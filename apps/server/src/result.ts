import type { ErrorCode } from '@haat/contract/common/errors';
import { text, translate, type MessageId, type Text } from '@haat/contract/i18n/translate';
/**
 * Words only an operator or a developer reads (an import's problems, a bad header): English, never put into a
 * shopper's language. A shopper-visible message is a catalogue id or a `Text` instead; being an object, a
 * note cannot pass for an id, so the compiler finds any English written where a shopper would read it.
 */
export interface ForOperator {
  forOperator: string;
}

export const forOperator = (english: string): ForOperator => ({ forOperator: english });

/** What a failure says: a catalogue id or a `Text` for a shopper (answered in their language), or a note. */
export type FailureMessage = MessageId | Text | ForOperator;

/** A failure's message in English, for an operator's command line or a log. */
export function inEnglish(message: FailureMessage): string {
  if (typeof message === 'string') return translate('en', message);
  return 'forOperator' in message ? message.forOperator : translate('en', message);
}

/**
 * An expected failure a handler chose to answer with; anything else thrown is a 500 with details hidden. A
 * shopper's text is answered in the caller's language (the error's own `message` is then the English, for
 * logs); an operator's note as it is.
 */
export class HttpError extends Error {
  /** The shopper's text, put into the caller's language when answered; none for an operator's note. */
  readonly text: Text | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: FailureMessage,
  ) {
    super(inEnglish(message));
    if (typeof message === 'string') this.text = text(message);
    else this.text = 'forOperator' in message ? undefined : message;
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', forOperator(`${what} not found`));
/** The store a request names does not exist (or is not the one it is scoped to): a shopper may read it. */
export const storeNotFound = () => new HttpError(404, 'NOT_FOUND', 'server.storeNotFound');
/** The customer a request names is not the one its access token speaks for: as unknown as a missing one. */
export const customerNotFound = () => new HttpError(404, 'NOT_FOUND', 'server.customerNotFound');

/**
 * Every expected failure a service may answer a route with, and the HTTP status and contract code it
 * leaves as. One code per meaning across modules: a missing cart, order or wallet is each NOT_FOUND.
 */
const failureStatus = {
  NOT_FOUND: [404, 'NOT_FOUND'],
  /** The pincode fallback service failed: answered as an unknown pin, but the answer is not cached. */
  LOOKUP_UNAVAILABLE: [404, 'NOT_FOUND'],
  /** A rule of the request is broken (subscription dates, a payment that is not a recharge…). */
  INVALID: [400, 'BAD_REQUEST'],
  ID_MISMATCH: [400, 'BAD_REQUEST'],
  BAD_AMOUNT: [400, 'BAD_REQUEST'],
  INVALID_COUPON: [400, 'BAD_REQUEST'],
  PAYMENT_METHOD_NOT_SUPPORTED: [400, 'BAD_REQUEST'],
  INCOMPLETE: [400, 'BAD_REQUEST'],
  INSUFFICIENT_BALANCE: [400, 'BAD_REQUEST'],
  NOT_ALLOWED: [400, 'BAD_REQUEST'],
  INVALID_OTP: [401, 'UNAUTHORIZED'],
  SESSION_EXPIRED: [401, 'UNAUTHORIZED'],
  /** A payment provider's notification whose signature or credentials do not check out. */
  WEBHOOK_NOT_VERIFIED: [401, 'UNAUTHORIZED'],
  /** An upload address not signed by us. */
  BAD_SIGNATURE: [403, 'FORBIDDEN'],
  EXPIRED: [403, 'FORBIDDEN'],
  /** Not in stock, or not in the quantity asked for. */
  NOT_AVAILABLE: [409, 'CONFLICT'],
  /** The pack can be bought now: nothing to wait for ("Notify me"). */
  IN_STOCK: [409, 'CONFLICT'],
  ALREADY_PLACED: [409, 'CONFLICT'],
  TOO_MANY_UNPAID: [409, 'CONFLICT'],
  INVALID_TRANSITION: [409, 'CONFLICT'],
  NOT_DELIVERED: [409, 'CONFLICT'],
  NOT_PAYABLE: [409, 'CONFLICT'],
  NOT_SETTLED: [409, 'CONFLICT'],
  NOT_PENDING: [409, 'CONFLICT'],
  ADDRESS_LIMIT: [409, 'CONFLICT'],
  /** Something still under way (an order, a subscription, money) keeps an account from being erased yet. */
  ACCOUNT_IN_USE: [409, 'CONFLICT'],
  /** The shopper already keeps the most of something a store allows at once (subscriptions). */
  LIMIT_REACHED: [409, 'CONFLICT'],
  ALREADY_UPLOADED: [409, 'CONFLICT'],
  /** The thing to add is there already (a phone already on a store's staff). */
  ALREADY_EXISTS: [409, 'CONFLICT'],
  TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  WRONG_CONTENT_TYPE: [415, 'BAD_REQUEST'],
  NOT_AN_IMAGE: [415, 'BAD_REQUEST'],
  RESEND_TOO_SOON: [429, 'TOO_MANY_REQUESTS'],
  SEND_LIMIT_REACHED: [429, 'TOO_MANY_REQUESTS'],
  /** The payment gateway or the SMS provider refused or could not be reached. */
  PROVIDER_FAILED: [502, 'INTERNAL'],
} as const satisfies Record<string, readonly [number, ErrorCode]>;

export type FailureCode = keyof typeof failureStatus;

/** An expected failure: its code, and the message the API answers (fit to show a shopper). */
export type Failure<Code extends string> = { code: Code; message: FailureMessage };

/**
 * What a service answers: a value, or an expected failure. Unexpected errors are thrown instead and reach
 * the error handler. `Extra` carries what one failure needs beyond its message (an OTP wait's seconds).
 */
export type Result<T, Code extends string, Extra extends object = object> =
  { ok: true; value: T } | Refusal<Code, Extra>;

/** The failing half of a Result. */
export type Refusal<Code extends string, Extra extends object = object> = { ok: false; error: Failure<Code> & Extra };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function fail<Code extends string, Extra extends object = object>(
  code: Code,
  message: FailureMessage,
  extra?: Extra,
): Refusal<Code, Extra> {
  return { ok: false, error: { ...(extra as Extra), code, message } };
}

/** What a route answers: the result's value, or the HTTP error its failure maps to. */
export function valueOrThrow<T>(result: Result<T, FailureCode>): T {
  if (result.ok) return result.value;
  const [status, code] = failureStatus[result.error.code];
  throw new HttpError(status, code, result.error.message);
}

/**
 * An expected failure thrown inside a transaction so that everything it wrote rolls back; `unlessRefused`
 * turns it back into the failure outside. The one way to refuse from deep inside a transaction.
 */
export class Refused<Code extends string, Extra extends object = object> extends Error {
  constructor(readonly refusal: Refusal<Code, Extra>) {
    super(inEnglish(refusal.error.message));
  }
}

/**
 * Refuses from inside a transaction. A function declaration with a `never` return, so that TypeScript
 * narrows after a guarded call (`if (!address) refuse(…)` leaves `address` set).
 */
export function refuse<Code extends string>(code: Code, message: FailureMessage): never {
  throw new Refused(fail(code, message));
}

/** Runs `work` (a transaction); a refusal thrown inside comes back as its failure, anything else is rethrown. */
export async function unlessRefused<T, Code extends string, Extra extends object = object>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | Refusal<Code, Extra>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof Refused) return error.refusal as Refusal<Code, Extra>;
    throw error;
  }
}

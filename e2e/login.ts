import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { CustomerProfile } from '@haat/contract/customers/customers.schemas';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { openPage } from './navigation.ts';
import type { Shopper } from './shopper.ts';

/** A fresh 10-digit Indian mobile number, so every journey starts as a new shopper. */
export function newMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function lookUpStore(page: Page, friendlyId: string): Promise<OrgLookupResponse> {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${friendlyId}&isFriendlyId=true`);
  expect(lookup.ok(), await lookup.text()).toBe(true);
  return (await lookup.json()) as OrgLookupResponse;
}

/** The one-time passcode last sent to `mobile`, from the development outbox. */
export async function readOtp(page: Page, friendlyId: string, mobile: string): Promise<string> {
  const { store } = await lookUpStore(page, friendlyId);
  let otp = '';
  await expect(async () => {
    const response = await page.request.get(`/api/dev/otp-outbox?mobile=${mobile}&storeId=${store.id}`);
    expect(response.ok()).toBe(true);
    otp = ((await response.json()) as { otp: string }).otp;
  }).toPass({ timeout: 10_000 });
  return otp;
}

/**
 * Logs a shopper in through the login page as a person would: phone, Send OTP, the code from the outbox.
 * Starts from wherever the page is (a guard may already have brought it to /login). For the journeys about
 * logging in; the others sign in with the `login` fixture.
 */
export async function logInThroughPage(page: Page, friendlyId: string, mobile = newMobile()): Promise<string> {
  if (!/\/login/.test(page.url())) await openPage(page, `/${friendlyId}/login`);
  await page.getByRole('textbox', { name: /phone/i }).fill(mobile);
  await page.getByRole('button', { name: /send otp/i }).click();
  const otp = await readOtp(page, friendlyId, mobile);
  await page.getByRole('textbox', { name: /digit 1/i }).click();
  await page.keyboard.type(otp);
  await expect(page).not.toHaveURL(/\/login/);
  return mobile;
}

/** A shopper the `login` fixture signed in: what their API calls need, their login mobile and cart. */
export interface SignedInShopper extends Shopper {
  mobile: string;
  cartId: string;
}

/**
 * Signs `mobile` in to `store` with the calls the login page makes (send a code, read it from the outbox,
 * verify it, fetch the profile), then stores the session where the storefront keeps it, as a returning
 * shopper's browser holds it: pages opened afterwards start signed in.
 */
export async function logInThroughApi(
  page: Page,
  origin: string,
  store: string,
  mobile = newMobile(),
): Promise<SignedInShopper> {
  const lookup = await lookUpStore(page, store);
  const storeId = lookup.store.id;
  const sent = await page.request.post('/api/identity/request-otp', {
    data: { orgName: lookup.name, mobile, storeId },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtp(page, store, mobile);
  const verified = await page.request.post('/api/identity/verify-customer-otp', {
    data: { orgId: lookup.orgId, locationId: lookup.location.id, mobile, otp, role: CUSTOMER_ROLE, storeId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as CustomerSession;
  const { customerId, accessToken } = session;
  const answer = await page.request.get(`/api/customers/${customerId}?storeId=${storeId}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const profile = (await answer.json()) as CustomerProfile;
  const cartId = profile.shoppingProfileIdentity.cartId;
  // What the login page stores (apps/web/src/features/auth/hooks/use-log-in.ts): the user and the session.
  await storeSession(page.context(), origin, store, session, {
    username: mobile,
    userId: customerId,
    cartId,
    userDisplayName: profile.name ?? '',
  });
  return { mobile, token: accessToken, customerId, storeId, cartId };
}

/**
 * Writes the session and the signed-in user into the browser's storage for `origin`, under the storefront's
 * keys for `store` (apps/web/src/lib/storage.ts), keeping everything else the browser holds.
 */
async function storeSession(
  context: BrowserContext,
  origin: string,
  store: string,
  session: CustomerSession,
  user: Record<string, string>,
): Promise<void> {
  const authKey = `haat:${store}:auth`;
  const stateKey = `haat:${store}:state`;
  // Setting the storage state replaces all of it (cookies too): it is read first and written back changed.
  const { cookies, origins } = await context.storageState();
  const items = origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const saved = items.find((item) => item.name === stateKey);
  const state = (saved ? JSON.parse(saved.value) : {}) as { user?: object };
  const localStorage = [
    ...items.filter((item) => item.name !== authKey && item.name !== stateKey),
    { name: authKey, value: JSON.stringify(session) },
    { name: stateKey, value: JSON.stringify({ ...state, user: { ...state.user, ...user } }) },
  ];
  await context.setStorageState({
    cookies,
    origins: [...origins.filter((entry) => entry.origin !== origin), { origin, localStorage }],
  });
}

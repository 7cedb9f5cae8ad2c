import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { StaffRole, StaffSession } from '@haat/contract/console/staff.schemas';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { DEMO_OWNER_MOBILE } from '../apps/server/src/modules/store-import/demo-owner.ts';
import { newMobile, readOtp } from './login.ts';

export { DEMO_OWNER_MOBILE };

export async function storeIdOf(page: Page, friendlyId: string): Promise<string> {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${friendlyId}&isFriendlyId=true`);
  return ((await lookup.json()) as OrgLookupResponse).store.id;
}

/** A staff member signed in to a store's console through its API: the token their calls carry. */
export interface SignedInStaff {
  storeId: string;
  session: StaffSession;
  headers: { Authorization: string };
}

/** Signs `mobile` in to the console with the calls its sign-in screen makes (the code from the outbox). */
export async function signInStaffThroughApi(page: Page, friendlyId: string, mobile: string): Promise<SignedInStaff> {
  const storeId = await storeIdOf(page, friendlyId);
  const base = `/api/stores/${storeId}/console`;
  const sent = await page.request.post(`${base}/login/request-otp`, { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtp(page, friendlyId, mobile);
  const verified = await page.request.post(`${base}/login/verify-otp`, { data: { mobile, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as StaffSession;
  return { storeId, session, headers: { Authorization: `Bearer ${session.accessToken}` } };
}

/** Puts the console session where the console keeps it (`haat:<store>:console`), before any page loads. */
export async function keepStaffSession(context: BrowserContext, friendlyId: string, staff: SignedInStaff) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `haat:${friendlyId}:console`,
    JSON.stringify(staff.session),
  ] as const);
}

/** The demo store's owner (seeded outside production) adds a member, who is then signed in. */
export async function addSignedInMember(
  page: Page,
  friendlyId: string,
  owner: SignedInStaff,
  role: StaffRole,
): Promise<SignedInStaff> {
  const mobile = newMobile();
  const added = await page.request.post(`/api/stores/${owner.storeId}/console/staff`, {
    headers: owner.headers,
    data: { mobile, role, name: 'Meena' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return signInStaffThroughApi(page, friendlyId, mobile);
}

/** A member sets a pack's stock as the console's Products screen does (`PATCH …/console/variants/{id}`). */
export const setStock = (page: Page, staff: SignedInStaff, variantId: string, availableQuantity: number) =>
  page.request.patch(`/api/stores/${staff.storeId}/console/variants/${variantId}`, {
    headers: staff.headers,
    data: { availableQuantity },
  });

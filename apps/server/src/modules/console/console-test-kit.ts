import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole, StaffSession } from '@haat/contract/console/staff.schemas';
import type { App } from '#src/app.ts';
import type { Db } from '#src/db/connect.ts';
import { outboxOtp, uniqueMobile, type TestStore } from '#src/modules/identity/identity-test-kit.ts';
import { addStaffMember } from './staff.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in member of a store's staff, and `app.inject` as them. */
export interface StaffCaller {
  staffId: string;
  mobile: string;
  role: StaffRole;
  storeId: string;
  /** Shaped like a shopper's, so the hardening suites can send either. */
  session: { accessToken: string };
  /** Calls `/api/stores/{their store}/console{path}` with their token. */
  call(method: Method, path: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** `/api/stores/{storeId}/console{path}`. */
export const consoleUrl = (storeId: string, path = '') => `/api/stores/${storeId}/console${path}`;

export const requestStaffOtp = (app: App, storeId: string, mobile: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: consoleUrl(storeId, '/login/request-otp'), payload: { mobile }, remoteAddress });

export const verifyStaffOtp = (app: App, storeId: string, mobile: string, otp: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: consoleUrl(storeId, '/login/verify-otp'),
    payload: { mobile, otp },
    remoteAddress,
  });

/** Puts a new phone on the store's staff (as the operator's `staff add` does) and answers its id. */
export async function addStaff(db: Db, store: Pick<TestStore, 'storeId'>, role: StaffRole, mobile = uniqueMobile()) {
  const added = await addStaffMember(db, { storeId: store.storeId, staffId: null }, { mobile, role });
  if (!added.ok) throw new Error(`staff add refused: ${JSON.stringify(added.error)}`);
  return { staffId: added.value.id, mobile };
}

/** Signs a member in through the API (the code read from the outbox); the caller's token is theirs. */
export async function signInAs(app: App, store: TestStore, member: { mobile: string }): Promise<StaffCaller> {
  const sent = await requestStaffOtp(app, store.storeId, member.mobile);
  if (sent.statusCode !== 200) throw new Error(`request-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = await outboxOtp(app, store, member.mobile);
  const verified = await verifyStaffOtp(app, store.storeId, member.mobile, otp);
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  const session = verified.json() as StaffSession;
  return staffCaller(app, store.storeId, member.mobile, session);
}

/** A new member of the store's staff, signed in. */
export async function signInStaff(app: App, db: Db, store: TestStore, role: StaffRole): Promise<StaffCaller> {
  return signInAs(app, store, await addStaff(db, store, role));
}

export function staffCaller(app: App, storeId: string, mobile: string, session: StaffSession): StaffCaller {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  return {
    staffId: session.staff.id,
    mobile,
    role: session.staff.role,
    storeId,
    session: { accessToken: session.accessToken },
    call: (method, path, payload) =>
      app.inject({ method, url: consoleUrl(storeId, path), headers, ...(payload ? { payload } : {}) }),
  };
}

import { randomBytes } from 'node:crypto';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import type { App } from '#src/app.ts';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { orgs, stores } from '#src/db/schema/index.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { createTestApp } from '#src/testing/test-app.ts';

/** Test time: starts now and moves only when told. */
export class TestClock {
  private current = new Date();
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(at: Date): void {
    this.current = new Date(at);
  }
}

export interface IdentityTestContext {
  app: App;
  db: Db;
  clock: TestClock;
  config: Config;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * The whole app on a fresh database (in-memory PGlite, or an own schema in the PostgreSQL of
 * TEST_DATABASE_URL), with a clock the test moves and, if given, the test's SMS provider.
 */
export async function createIdentityTestApp(
  options: { smsProvider?: SmsProvider; config?: Partial<Config> } = {},
): Promise<IdentityTestContext> {
  const clock = new TestClock();
  const context = await createTestApp(
    { jwtSecret: TEST_JWT_SECRET, otpSendsPerIpPerHour: 1000, trustProxy: true, ...options.config },
    { clock: clock.now, ...(options.smsProvider ? { sms: options.smsProvider } : {}) },
  );
  return { app: context.app, db: context.database.db, clock, config: context.config };
}

export interface TestStore {
  storeId: string;
  storeName: string;
  orgId: string;
  orgName: string;
  locationId: string;
}

/** An org with one store, enough to log in to. */
export async function insertTestStore(db: Db, name = 'Test Store'): Promise<TestStore> {
  const suffix = randomBytes(4).toString('hex');
  const [org] = await db
    .insert(orgs)
    .values({ name: `${name} Org ${suffix}` })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      orgId: org!.id,
      friendlyId: `store-${suffix}`,
      name,
      locationName: 'Main',
      primaryColor: '#0a7d4f',
      secondaryColor: '#f5a623',
      neutralColor: '#333333',
    })
    .returning();
  return {
    storeId: store!.id,
    storeName: store!.name,
    orgId: org!.id,
    orgName: org!.name,
    locationId: store!.locationId,
  };
}

let phoneCounter = 0;
/** A phone number no other test in the process uses. */
export function uniqueMobile(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export const requestOtp = (app: App, store: TestStore, mobile: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/identity/request-otp',
    payload: { orgName: store.orgName, mobile, storeId: store.storeId },
    remoteAddress,
  });

export async function outboxOtp(app: App, store: TestStore, mobile: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/otp-outbox?mobile=${mobile}&storeId=${store.storeId}`,
  });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return (response.json() as { otp: string }).otp;
}

export const verifyOtp = (app: App, store: TestStore, mobile: string, otp: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    remoteAddress,
    method: 'POST',
    url: '/api/identity/verify-customer-otp',
    payload: {
      orgId: store.orgId,
      locationId: store.locationId,
      mobile,
      otp,
      role: CUSTOMER_ROLE,
      storeId: store.storeId,
    },
  });

/** Requests a code, reads it from the outbox and logs in. */
export async function logIn(app: App, store: TestStore, mobile = uniqueMobile()): Promise<CustomerSession> {
  const sent = await requestOtp(app, store, mobile);
  if (sent.statusCode !== 200) throw new Error(`request-otp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await verifyOtp(app, store, mobile, await outboxOtp(app, store, mobile));
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  return verified.json() as CustomerSession;
}

/** A code that is not `otp`. */
export const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll } from 'vitest';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import type { App } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { connectDatabase, randomSchemaName, type Db } from '#src/db/connect.ts';
import { orgs, stores } from '#src/db/schema/index.ts';
import { customersRoutes } from '#src/modules/customers/customers.routes.ts';
import { customerAuthPlugin } from '#src/plugins/auth.ts';
import { registerErrorHandler } from '#src/plugins/error-handler.ts';
import { storeScopePlugin } from '#src/plugins/store-scope.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { devOtpOutboxRoutes } from './dev-otp-outbox.routes.ts';
import { identityRoutes } from './identity.routes.ts';

/** Test time: starts now and moves only when told. */
export class TestClock {
  private current = new Date();
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
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
 * The identity and customer routes on a fresh database (in-memory PGlite, or an own schema in the
 * PostgreSQL of TEST_DATABASE_URL), wired as `buildApp` wires them but with a clock the test moves.
 */
export async function createIdentityTestApp(
  options: { smsProvider?: SmsProvider; config?: Partial<Config> } = {},
): Promise<IdentityTestContext> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const database = await connectDatabase({ databaseUrl, isolatedSchema: databaseUrl ? randomSchemaName() : undefined });
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    jwtSecret: TEST_JWT_SECRET,
    otpSendsPerIpPerHour: 1000,
    ...options.config,
  };
  const clock = new TestClock();
  const app = Fastify({ logger: false, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(storeScopePlugin, { db: database.db });
  await app.register(customerAuthPlugin, { config, db: database.db, clock: clock.now });
  await app.register(identityRoutes, { db: database.db, config, clock: clock.now, smsProvider: options.smsProvider });
  await app.register(devOtpOutboxRoutes, { db: database.db });
  await app.register(customersRoutes, { db: database.db });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, clock, config };
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

export const verifyOtp = (app: App, store: TestStore, mobile: string, otp: string) =>
  app.inject({
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

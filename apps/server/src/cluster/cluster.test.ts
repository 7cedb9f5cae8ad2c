import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { FileUploadUrl } from '@haat/contract/files/files.schemas';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { paths } from '#src/config.ts';
import journal from '#src/db/migrations/meta/_journal.json' with { type: 'json' };
import { address } from '#src/modules/orders/commerce-test-kit.ts';
import { DEMO_OWNER_MOBILE } from '#src/modules/store-import/demo-owner.ts';
import { openConsoleStream, orderEventData } from '#src/testing/console-stream.ts';
import { fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { lostCount, newLoadTally, readyz, sendReads } from '#src/testing/keep-alive-load.ts';
import { redisAnswers, TEST_REDIS_URL } from '#src/testing/redis.ts';
import { startS3Server, type TestS3Server } from '#src/testing/s3-server.ts';
import { freePort, SERVER_START_LIMIT_MS, startServer, type ServerProcess } from '#src/testing/server-process.ts';

/**
 * The cluster leg: three real servers started at the same moment on one fresh PostgreSQL database, one Redis
 * and one S3-speaking bucket, as behind a round-robin load balancer. Each check is a row of what failed when
 * Haat was first run this way (issue 16).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const skipReason = !postgresUrl
  ? 'no PostgreSQL (TEST_DATABASE_URL is unset)'
  : !(await redisAnswers())
    ? `no Redis answers at ${TEST_REDIS_URL}`
    : null;
if (skipReason) console.log(`Skipping the cluster leg: ${skipReason}`);

const SERVERS = 3;
/** Search is limited to 120 a minute per address; a quarter of that keeps the check short. */
const RATE_LIMIT_FACTOR = 0.25;
const SEARCHES_ALLOWED = 120 * RATE_LIMIT_FACTOR;
const LOOKUP = '/api/orgs/lookup?identifier=demo&isFriendlyId=true';

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.skipIf(skipReason !== null)('three servers on one database, one Redis and one bucket', () => {
  const databaseName = `haat_cluster_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(postgresUrl ?? 'postgres://none'), { pathname: `/${databaseName}` }).href;
  const admin = new pg.Client({ connectionString: postgresUrl });
  const dataDirs = Array.from({ length: SERVERS }, () => mkdtempSync(path.join(tmpdir(), 'haat-cluster-')));
  let bucket: TestS3Server;
  let env: Record<string, string>;
  let ports: number[];
  let servers: ServerProcess[] = [];
  let started: Array<PromiseSettledResult<ServerProcess>>;
  const origins = () => servers.map((server) => server.origin);
  const at = (index: number, url: string, init?: RequestInit) => fetch(`${servers[index]!.origin}${url}`, init);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    bucket = await startS3Server();
    env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `haat-cluster-${randomBytes(4).toString('hex')}:`,
      ...bucket.env,
      // A cache that would hold a stale answer for a minute, were it not cleared across servers.
      PUBLIC_READ_CACHE_MS: '60000',
      RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
      DRAIN_SECONDS: '2',
    };
    ports = await Promise.all(Array.from({ length: SERVERS }, () => freePort()));
    // At the same moment, on an empty database: each migrates and seeds under the database's lock.
    started = await Promise.allSettled(
      ports.map((port, index) => startServer({ ...env, DATA_DIR: dataDirs[index]! }, port)),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }, SERVER_START_LIMIT_MS + 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await bucket?.close();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('all three come up together on an empty database, and the demo stores are seeded once', async () => {
    expect(started.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([]);
    for (const origin of origins()) expect(await readyz(origin)).toBe(200);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const migrations = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(journal.entries.length);
      const demo = await database.query("select count(*)::int as n from stores where friendly_id = 'demo'");
      expect(demo.rows[0].n).toBe(1);
    } finally {
      await database.end();
    }
    const ids = await Promise.all(
      origins().map(async (_, index) => (await json<OrgLookupResponse>(await at(index, LOOKUP))).store.id),
    );
    expect(new Set(ids).size).toBe(1);
  });

  let shopper: { customerId: string; accessToken: string; storeId: string; orgId: string };

  it('a session made on one server works on the others', async () => {
    const demo = await json<OrgLookupResponse>(await at(0, LOOKUP));
    const mobile = `9${randomBytes(4).readUInt32BE() % 1_000_000_000}`.padEnd(10, '7').slice(0, 10);
    const storeId = demo.store.id;
    const post = (index: number, url: string, body: object) =>
      at(index, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await json(await post(0, '/api/identity/request-otp', { orgName: demo.name, mobile, storeId }));
    const { otp } = await json<{ otp: string }>(await at(1, `/api/dev/otp-outbox?mobile=${mobile}&storeId=${storeId}`));
    const session = await json<{ customerId: string; accessToken: string }>(
      await post(2, '/api/identity/verify-customer-otp', {
        orgId: demo.orgId,
        locationId: demo.location.id,
        mobile,
        otp,
        role: CUSTOMER_ROLE,
        storeId,
      }),
    );
    shopper = { ...session, storeId, orgId: demo.orgId };
    for (let index = 0; index < SERVERS; index += 1) {
      const profile = await at(index, `/api/customers/${session.customerId}?storeId=${storeId}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(profile.status, servers[index]!.origin).toBe(200);
    }
  });

  it('every server serves every store image, from the bucket and from no disk of its own', async () => {
    const imagePaths: string[] = [];
    for (const friendlyId of ['demo', 'demo-dairy']) {
      const lookup = await json<OrgLookupResponse>(
        await at(0, `/api/orgs/lookup?identifier=${friendlyId}&isFriendlyId=true`),
      );
      const page = await json<ProductPage>(await at(0, `/api/products?storeId=${lookup.store.id}&size=3`));
      imagePaths.push(
        lookup.store.logoPath!,
        ...page.products.flatMap((product: Product) => (product.thumbnail ? [product.thumbnail] : [])),
      );
    }
    expect(imagePaths.length).toBeGreaterThanOrEqual(4);
    for (const imagePath of imagePaths) {
      expect(imagePath).toMatch(/^\/files\/stores\//);
      const copies = await Promise.all(origins().map((_, index) => at(index, imagePath)));
      expect(
        copies.map((copy) => copy.status),
        imagePath,
      ).toEqual([200, 200, 200]);
      const [first, ...others] = await Promise.all(copies.map(bytesOf));
      for (const other of others) expect(other.equals(first!)).toBe(true);
    }
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('an upload made through one server is served by the others, and its address is used once', async () => {
    const png = readFileSync(path.join(fixtureImagesDir, 'product-3.png'));
    const auth = { authorization: `Bearer ${shopper.accessToken}`, 'content-type': 'application/json' };
    const { uploadUrl, fileUrl } = await json<FileUploadUrl>(
      await at(0, '/api/common/generate-file-upload-url', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          fileName: 'me.png',
          fileResourceType: 'CUSTOMER_PROFILE_PICTURE',
          storeId: shopper.storeId,
        }),
      }),
    );
    const put = (index: number) =>
      at(index, uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
    expect((await put(1)).status).toBe(200);
    const served = await at(2, fileUrl);
    expect(served.status).toBe(200);
    expect((await bytesOf(served)).equals(png)).toBe(true);
    expect((await put(2)).status).toBe(409);
  });

  it('a store imported by the CLI, a process apart, is served with its images by every server', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'haat-cluster-import-'));
    cpSync(fixtureImagesDir, workDir, { recursive: true });
    const document = storeDocument();
    writeFileSync(path.join(workDir, 'store.json'), JSON.stringify(document));
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'store', 'import', path.join(workDir, 'store.json')],
      {
        cwd: paths.repoRoot,
        env: { ...process.env, ...env, DATA_DIR: workDir, NODE_ENV: 'development' },
      },
    );
    rmSync(workDir, { recursive: true, force: true });
    for (let index = 0; index < SERVERS; index += 1) {
      const lookup = await json<OrgLookupResponse>(
        await at(index, `/api/orgs/lookup?identifier=${document.store.friendlyId}&isFriendlyId=true`),
      );
      expect((await at(index, lookup.store.logoPath!)).status).toBe(200);
    }
  });

  it('a rate limit counts across the servers', async () => {
    // Each search different: a cached answer costs nothing and is not counted.
    const statuses = await Promise.all(
      Array.from({ length: SEARCHES_ALLOWED * 2 }, (_, n) =>
        at(n % SERVERS, `/api/search/products?storeId=${shopper.storeId}&query=tomato+${n}`).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(SEARCHES_ALLOWED);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SEARCHES_ALLOWED);
  });

  it('an order placed on one server shows its stock change on the others within a second', async () => {
    const shown = async (index: number, variantId: string) => {
      const page = await json<ProductPage>(await at(index, `/api/products?storeId=${shopper.storeId}&size=50`));
      return page.products.flatMap((product) => product.variants).find((variant) => variant.variantId === variantId)
        ?.availableQuantity;
    };
    const page = await json<ProductPage>(await at(0, `/api/products?storeId=${shopper.storeId}&size=50`));
    const variant = page.products
      .flatMap((product) => product.variants)
      .find((candidate) => candidate.availableQuantity >= 2)!;
    const before = variant.availableQuantity;
    // The other servers hold the list in their caches now.
    expect(await shown(1, variant.variantId)).toBe(before);
    expect(await shown(2, variant.variantId)).toBe(before);

    const call = (method: string, url: string, body: object) =>
      at(0, url, {
        method,
        headers: { authorization: `Bearer ${shopper.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const checkout = await json<{ id: string }>(
      await call('POST', '/api/checkouts', {
        customerId: shopper.customerId,
        cartItems: [{ productVariantId: variant.variantId, quantity: 1 }],
        couponCode: '',
      }),
    );
    await json(
      await call('PATCH', `/api/checkouts/${checkout.id}`, {
        shippingAddress: address,
        paymentMethod: 'COD',
        couponCode: '',
      }),
    );
    await json(await call('POST', '/api/orders', { checkoutId: checkout.id, customerId: shopper.customerId }));
    for (const index of [1, 2]) {
      await expect.poll(() => shown(index, variant.variantId), { timeout: 1_000, interval: 50 }).toBe(before - 1);
    }
  });

  it('an order placed on server 1 reaches a console connected to server 3 within 2 s', async () => {
    const post = (index: number, url: string, body: object, token?: string) =>
      at(index, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const consoleOf = `/api/stores/${shopper.storeId}/console`;
    await json(await post(0, `${consoleOf}/login/request-otp`, { mobile: DEMO_OWNER_MOBILE }));
    const { otp } = await json<{ otp: string }>(
      await at(1, `/api/dev/otp-outbox?mobile=${DEMO_OWNER_MOBILE}&storeId=${shopper.storeId}`),
    );
    const owner = await json<{ accessToken: string }>(
      await post(1, `${consoleOf}/login/verify-otp`, { mobile: DEMO_OWNER_MOBILE, otp }),
    );
    const stream = await openConsoleStream(servers[2]!.origin, shopper.storeId, owner.accessToken);
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
      const page = await json<ProductPage>(await at(0, `/api/products?storeId=${shopper.storeId}&size=50`));
      const variant = page.products
        .flatMap((product) => product.variants)
        .find((candidate) => candidate.availableQuantity >= 1)!;
      const auth = shopper.accessToken;
      const checkout = await json<{ id: string }>(
        await post(
          0,
          '/api/checkouts',
          {
            customerId: shopper.customerId,
            cartItems: [{ productVariantId: variant.variantId, quantity: 1 }],
            couponCode: '',
          },
          auth,
        ),
      );
      await json(
        await at(0, `/api/checkouts/${checkout.id}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
          body: JSON.stringify({ shippingAddress: address, paymentMethod: 'COD', couponCode: '' }),
        }),
      );
      const order = await json<{ id: string }>(
        await post(0, '/api/orders', { checkoutId: checkout.id, customerId: shopper.customerId }, auth),
      );
      const heard = await stream.next(
        (event) => event.event === 'order' && orderEventData(event).orderId === order.id,
        2_000,
      );
      expect(orderEventData(heard).kind).toBe('PLACED');
    } finally {
      stream.close();
    }
  });

  it(
    'a server rolled (SIGTERM, then started again) under load loses no request',
    async () => {
      // The load balancer: each request goes to the next server whose /readyz answered 200 at the last probe.
      const ready = new Set(origins());
      let probing = true;
      const probes = (async () => {
        while (probing) {
          await Promise.all(
            origins().map(async (origin) =>
              (await readyz(origin)) === 200 ? ready.add(origin) : ready.delete(origin),
            ),
          );
          await delay(100);
        }
      })();
      let turn = 0;
      const nextReady = () => {
        const candidates = [...ready];
        turn += 1;
        return candidates[turn % candidates.length] ?? origins()[0]!;
      };
      const tally = newLoadTally();
      const clients = Array.from({ length: 30 }, () => sendReads(nextReady, [LOOKUP], tally));
      await delay(500);

      tally.rolling = true;
      const rolled = servers[1]!;
      const code = await rolled.stop();
      servers[1] = await startServer({ ...env, DATA_DIR: dataDirs[1]! }, ports[1]!);
      await expect.poll(() => ready.has(rolled.origin), { timeout: 10_000, interval: 50 }).toBe(true);
      const answeredBeforeReturn = tally.answeredBy[rolled.origin] ?? 0;
      await delay(500);
      tally.rolling = false;
      tally.sending = false;
      await Promise.all(clients);
      probing = false;
      await probes;

      console.log(
        `cluster roll: ${tally.sentDuringRoll} requests sent during the roll, ${tally.serverErrors} 5xx, ` +
          `${tally.resets} resets (each sent again), ${lostCount(tally)} lost; exit ${code}`,
      );
      expect(tally.lost, rolled.errors()).toEqual({});
      expect(tally.serverErrors).toBe(0);
      expect(code, rolled.errors()).toBe(0);
      expect(tally.sentDuringRoll).toBeGreaterThan(30);
      // The restarted server takes its share again.
      expect(tally.answeredBy[rolled.origin]).toBeGreaterThan(answeredBeforeReturn);
    },
    SERVER_START_LIMIT_MS + 60_000,
  );
});

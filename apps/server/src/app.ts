import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { apiReferencePlugin } from './modules/api-reference/api-reference.routes.ts';
import { buyAgainRoutes } from './modules/buy-again/buy-again.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { cartsRoutes } from './modules/carts/carts.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { checkoutsRoutes } from './modules/checkouts/checkouts.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { fileUploadsRoutes } from './modules/files/file-uploads.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { devOtpOutboxRoutes } from './modules/identity/dev-otp-outbox.routes.ts';
import { devOperatorRoutes } from './modules/orders/dev-operator.routes.ts';
import { closeConnectionsWhileDraining } from './modules/health/draining.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createReadiness, type Readiness } from './modules/health/readiness.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { creditRechargePayment } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes.ts';
import { pincodesRoutes } from './modules/pincodes/pincodes.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { devBackInStockJobRoutes } from './modules/stock-alerts/dev-back-in-stock-job.routes.ts';
import { installableAppRoutes } from './modules/storefront/installable-app.routes.ts';
import { messagesRoutes } from './modules/storefront/messages.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { devSubscriptionJobRoutes } from './modules/subscriptions/dev-subscription-job.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { devWalletRoutes } from './modules/wallets/dev-wallet.routes.ts';
import { walletsRoutes } from './modules/wallets/wallets.routes.ts';
import { customerAuthPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { hostHeaderPlugin } from './plugins/host-header.ts';
import { API_BODY_LIMIT, registerJsonBodyParser } from './plugins/json-request-body.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staffAuthPlugin } from './modules/console/staff-auth.ts';
import { storeScopePlugin } from './plugins/store-scope.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { metricsPlugin } from './observability/metrics.plugin.ts';
import type { CacheBus } from './providers/cache-bus/cache-bus.ts';
import { createCacheBus } from './providers/cache-bus/create-cache-bus.ts';
import type { OrderEventBus } from './providers/order-events/order-event-bus.ts';
import { createOrderEventBus } from './providers/order-events/create-order-event-bus.ts';
import { orderNoticeSender } from './modules/order-notices/index.ts';
import { createProviders, type Providers } from './providers/providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every server's public-read cache that a store changed; `main.ts` hands it to the jobs too. */
    cacheBus: CacheBus;
    /** Tells every server's open consoles that a store's orders changed; `main.ts` hands it to the jobs too. */
    orderEvents: OrderEventBus;
    /** Sends the shoppers' order SMS after their moves commit; tests wait for it with `idle()`. */
    orderNotices: { kick(): void; idle(): Promise<void> };
    /** The providers the app was built with; `main.ts` hands the same ones to the jobs. */
    providers: Providers;
    /** What `/metrics` answers; `main.ts` hands it to the jobs and the METRICS_PORT listener. */
    metrics: Metrics;
  }
}

export interface AppDeps {
  database: Database;
  config: Config;
  /** Answered at `/readyz`; `main.ts` drains it on SIGTERM. Left out, the server is never draining. */
  readiness?: Readiness | undefined;
  /** The clock and outside services; any not given is built from the config (providers.ts). */
  providers?: Partial<Providers> | undefined;
  /** Left out, the app makes its own (a registry per app: tests build many in one process). */
  metrics?: Metrics | undefined;
}

export type App = FastifyInstance;

/** Builds the whole server without listening: `main.ts` listens, tests call `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    // API calls take a few KB; a route that needs more raises its own `bodyLimit` (json-request-body.ts).
    bodyLimit: API_BODY_LIMIT,
    // Only behind a proxy may X-Forwarded-* name the store domain and the shopper's address; trusting it
    // on a directly reachable server would let anyone dodge the per-address OTP cap.
    trustProxy: deps.config.trustProxy,
    // At `app.close()` (after the drain) requests still arriving on open connections are answered as usual,
    // with `Connection: close`, rather than with Fastify's 503; idle keep-alive connections are closed.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so a request's span covers every other hook (an answer from the cache included).
  if (deps.config.tracing.endpoint) {
    const { requestTracing } = await import('./observability/request-tracing.ts');
    await app.register(requestTracing, { tracing: deps.config.tracing });
  }
  const metrics = deps.metrics ?? createMetrics();
  metrics.watchDatabase(deps.database);
  app.decorate('metrics', metrics);
  await app.register(metricsPlugin, { metrics, config: deps.config });
  registerErrorHandler(app, metrics);
  registerJsonBodyParser(app);
  await app.register(hostHeaderPlugin);
  const readiness = deps.readiness ?? createReadiness();
  await app.register(closeConnectionsWhileDraining, { readiness });

  await app.register(securityHeadersPlugin, { config: deps.config });
  await app.register(rateLimitPlugin, { config: deps.config, metrics });

  const { db, catalogueDb } = deps.database;
  const providers = createProviders(deps.config, db, app.log, metrics, deps.providers);
  app.decorate('providers', providers);
  const { clock } = providers;
  // Code that changes what public reads answer (stock) tells every server's cache through this.
  const cacheBus = await createCacheBus(deps.config, app.log, metrics);
  app.decorate('cacheBus', cacheBus);
  app.addHook('onClose', () => cacheBus.close());
  // Orders placed and moved here reach the consoles connected to any server (decision 048).
  const orderEvents = await createOrderEventBus(deps.config, app.log, metrics);
  app.decorate('orderEvents', orderEvents);
  app.addHook('onClose', () => orderEvents.close());
  // The shopper's SMS for a move made here goes right after its commit, off the request (decision 048).
  const notices = orderNoticeSender(db, {
    sms: providers.sms,
    config: deps.config,
    metrics,
    onRunError: (error) => app.log.error({ err: error }, 'order notices not sent; tried again later'),
  });
  app.decorate('orderNotices', notices);
  orderEvents.onOrderChanged((_event, here) => here && notices.kick());
  app.addHook('onClose', () => notices.idle());
  // Public reads may come from a replica up to its lag bound behind: the cache keeps those no longer than that.
  const readsLagUpToMs = deps.database.catalogueReadStats() ? deps.config.databaseReplicaMaxLagMs : 0;
  await app.register(httpCachingPlugin, { ttlMs: deps.config.publicReadCacheMs, readsLagUpToMs, cacheBus, metrics });
  await app.register(storeScopePlugin, { db });
  // Before every route: the OpenAPI document is made from the routes registered after it.
  await app.register(apiReferencePlugin, { config: deps.config });
  await app.register(healthRoutes, { db, readiness });
  await app.register(customerAuthPlugin, { config: deps.config, db, clock });
  await app.register(staffAuthPlugin, { config: deps.config, db, clock });
  await app.register(identityRoutes, { db, config: deps.config, clock, sms: providers.sms });
  await app.register(customersRoutes, { db, clock });
  await app.register(personalDataRoutes, {
    db,
    config: deps.config,
    clock,
    cacheBus,
    sms: providers.sms,
    storage: providers.storage,
  });
  await app.register(storesRoutes, { db: catalogueDb });
  await app.register(contentRoutes, { db: catalogueDb });
  await app.register(catalogueRoutes, { db: catalogueDb });
  await app.register(searchRoutes, { db: catalogueDb });
  await app.register(reviewsRoutes, { db, cacheBus });
  await app.register(cartsRoutes, { db });
  await app.register(checkoutsRoutes, { db });
  await app.register(ordersRoutes, { db, cacheBus, clock, orderEvents });
  await app.register(paymentsRoutes, {
    db,
    config: deps.config,
    cacheBus,
    orderEvents,
    gateways: providers.paymentGateways,
  });
  await app.register(walletsRoutes, {
    db,
    creditOnlineRecharge: (log) => (principal, recharge) =>
      creditRechargePayment({ db, gateways: providers.paymentGateways, log }, principal, recharge),
  });
  await app.register(subscriptionsRoutes, { db, clock });
  await app.register(buyAgainRoutes, { db });
  await app.register(stockAlertsRoutes, { db });
  await app.register(couponsRoutes, { db, clock });
  await app.register(consoleRoutes, { db, config: deps.config, cacheBus, clock, sms: providers.sms, orderEvents });
  // Development conveniences: none of them exists in a production process, whatever else is set.
  if (!deps.config.production) {
    if (deps.config.sms.provider === 'console') await app.register(devOtpOutboxRoutes, { db });
    await app.register(devOperatorRoutes, { db, cacheBus, clock, orderEvents });
    await app.register(devWalletRoutes, { db });
    await app.register(devSubscriptionJobRoutes, { db, clock, sms: providers.sms, metrics });
    await app.register(devBackInStockJobRoutes, { db, sms: providers.sms, config: deps.config });
  }
  await app.register(filesRoutes, { storage: providers.storage });
  await app.register(fileUploadsRoutes, { db, config: deps.config, storage: providers.storage, clock });
  await app.register(addressesRoutes, { db });
  await app.register(pincodesRoutes, { lookup: providers.pincodes });
  await app.register(messagesRoutes);
  // Last: its catch-all answers every GET the API does not. Without a built app (tests, API-only) it is off.
  const { webDistDir, sharedHosts, production, publicUrl } = deps.config;
  if (existsSync(path.join(webDistDir, 'index.html'))) {
    await app.register(installableAppRoutes, { db: catalogueDb, webDistDir, sharedHosts });
    await app.register(storefrontRoutes, { db: catalogueDb, webDistDir, sharedHosts, publicUrl, production });
  }

  return app;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { systemClock, type Clock } from './clock.ts';
import { createPaymentGateways, type PaymentGateways } from './payments/payment-gateways.ts';
import { createPincodeLookup } from './pincode/create-pincode-lookup.ts';
import type { PincodeLookup } from './pincode/pincode-lookup.ts';
import { countedSmsProvider } from './sms/counted-sms-provider.ts';
import { createSmsProvider } from './sms/create-sms-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { countedFileStorage } from './storage/counted-file-storage.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

/**
 * What the server takes from outside itself: the time and the services it calls. Built once per process
 * and handed to `buildApp` (which passes each to the modules that need it) and to the jobs, so a test can
 * hand in a fixed clock or a failing provider without setting environment variables.
 */
export interface Providers {
  clock: Clock;
  paymentGateways: PaymentGateways;
  sms: SmsProvider;
  storage: FileStorage;
  pincodes: PincodeLookup;
}

/**
 * The providers the config names; any given one is used instead of building it. SMS and file storage, given
 * or built, are counted in `metrics`; payment gateways built here are too (given ones count themselves).
 */
export function createProviders(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  metrics: Pick<Metrics, 'smsSent' | 'fileStorageErrors' | 'paymentCall'>,
  given: Partial<Providers> = {},
): Providers {
  return {
    clock: given.clock ?? systemClock,
    paymentGateways: given.paymentGateways ?? createPaymentGateways(config, metrics),
    sms: countedSmsProvider(given.sms ?? createSmsProvider(config, db, log), metrics),
    storage: countedFileStorage(given.storage ?? createFileStorage(config), config.fileStorage.provider, metrics),
    pincodes: given.pincodes ?? createPincodeLookup(config),
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import type { BackInStockMessage, SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { sendBackInStockMessages } from './back-in-stock.job.ts';

/**
 * Development only (never registered in production): runs the "Notify me" job now instead of on its next tick,
 * and answers what it sent, so a journey can read the SMS a shopper would get (the console outbox only logs
 * it). The messages still go through the app's own SMS provider.
 */
export const devBackInStockJobRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sms: SmsProvider;
  config: Pick<Config, 'publicUrl' | 'port'>;
}> = async (app, { db, sms, config }) => {
  app.post('/api/dev/jobs/back-in-stock', async (request) => {
    const messages: Array<Pick<BackInStockMessage, 'mobile' | 'locale' | 'text'>> = [];
    const recording: SmsProvider = {
      name: sms.name,
      sendOtp: (message) => sms.sendOtp(message),
      sendWalletShortfall: (message) => sms.sendWalletShortfall(message),
      sendOrderUpdate: (message) => sms.sendOrderUpdate(message),
      sendBackInStock: async (message) => {
        await sms.sendBackInStock(message);
        messages.push({ mobile: message.mobile, locale: message.locale, text: message.text });
      },
    };
    const summary = await sendBackInStockMessages(db, {
      sms: recording,
      config,
      onError: (error, alertId) => request.log.error({ err: error, alertId }, 'back-in-stock SMS not sent'),
    });
    return { ...summary, messages };
  });
};

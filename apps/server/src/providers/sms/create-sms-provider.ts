import type { FastifyBaseLogger } from 'fastify';
import { type Config, MSG91_SETTINGS_MISSING } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { ConsoleOutboxSmsProvider } from './console-outbox.ts';
import { Msg91SmsProvider } from './msg91.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'msg91') {
    const { authKey, templateId, walletTemplateId, backInStockTemplateId, orderTemplateId, baseUrl } = config.sms.msg91;
    if (!authKey || !templateId || !walletTemplateId) throw new Error(MSG91_SETTINGS_MISSING);
    return new Msg91SmsProvider({
      authKey,
      templateId,
      walletTemplateId,
      backInStockTemplateId,
      orderTemplateId,
      baseUrl,
    });
  }
  return new ConsoleOutboxSmsProvider(db, log, { keepCodes: !config.production });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { ConsoleOutboxSmsProvider } from './console-outbox.ts';
import { Msg91SmsProvider } from './msg91.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'msg91') {
    const { authKey, templateId, baseUrl } = config.sms.msg91;
    if (!authKey || !templateId) throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    return new Msg91SmsProvider({ authKey, templateId, baseUrl });
  }
  return new ConsoleOutboxSmsProvider(db, log, { keepCodes: !config.production });
}

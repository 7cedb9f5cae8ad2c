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
  return new ConsoleOutboxSmsProvider(db, log);
}

/**
 * Start-up check for `main.ts`: in production the console outbox would print codes to the log and serve
 * them at /api/dev/otp-outbox, so it runs only when ALLOW_CONSOLE_SMS=true says so on purpose.
 */
export function assertSmsProviderAllowed(config: Config): void {
  if (config.production && config.sms.provider === 'console' && !config.sms.allowConsoleInProduction) {
    throw new Error(
      'NODE_ENV=production with the console SMS outbox: set SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY and ' +
        'MSG91_TEMPLATE_ID), or ALLOW_CONSOLE_SMS=true for a demo deployment',
    );
  }
  if (config.sms.provider === 'msg91' && (!config.sms.msg91.authKey || !config.sms.msg91.templateId)) {
    throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
}

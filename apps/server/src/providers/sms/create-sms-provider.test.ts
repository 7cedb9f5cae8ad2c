import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { assertSmsProviderAllowed } from './create-sms-provider.ts';

describe('assertSmsProviderAllowed', () => {
  it('refuses the console outbox in production', () => {
    expect(() => assertSmsProviderAllowed(loadConfig({ NODE_ENV: 'production' }))).toThrow(/console SMS outbox/);
  });

  it('allows it in production when ALLOW_CONSOLE_SMS=true, and outside production', () => {
    expect(() =>
      assertSmsProviderAllowed(loadConfig({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS: 'true' })),
    ).not.toThrow();
    expect(() => assertSmsProviderAllowed(loadConfig({}))).not.toThrow();
  });

  it('allows MSG91 in production once it has its key and template', () => {
    const env = { NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
    expect(() => assertSmsProviderAllowed(loadConfig(env))).not.toThrow();
    expect(() => assertSmsProviderAllowed(loadConfig({ ...env, MSG91_AUTH_KEY: '' }))).toThrow(/MSG91_AUTH_KEY/);
  });

  it('rejects an unknown SMS_PROVIDER when the config is read', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});

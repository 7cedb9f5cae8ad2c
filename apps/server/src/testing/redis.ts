import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { RedisConfig } from '#src/config.ts';

/** Where the suite looks for Redis (CI and our machines run one on loopback). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something answers PING on the test Redis within half a second. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Redis settings with keys and channels of their own, so test files running at once never share counters. */
export const isolatedRedis = (url = TEST_REDIS_URL): RedisConfig => ({ url, keyPrefix: `haat-test-${randomUUID()}:` });

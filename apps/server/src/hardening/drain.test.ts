import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { lostCount, newLoadTally, readyz, sendReads } from '#src/testing/keep-alive-load.ts';
import { freePort, SERVER_START_LIMIT_MS, startServer } from '#src/testing/server-process.ts';

/**
 * A server rolled under load: SIGTERM while 30 keep-alive connections send reads in a loop, and they go on
 * sending for part of the drain (the time a load balancer takes to notice /readyz). Nothing may be lost:
 * every read answers 2xx, after at most one retry of a request whose connection closed before any answer
 * (what clients and load balancers do), and the process exits 0.
 */
const CONNECTIONS = 30;
const DRAIN_SECONDS = 2;
/** How long after SIGTERM the clients keep sending: the load balancer noticing, well inside the drain. */
const SENDING_AFTER_SIGTERM_MS = 1_200;
const READ = '/api/orgs/lookup?identifier=demo&isFriendlyId=true';

describe('SIGTERM under load', () => {
  it(
    'turns not-ready, drains, closes keep-alive connections politely and exits 0, losing no request',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-drain-'));
      try {
        const server = await startServer({ DATA_DIR: dataDir, DRAIN_SECONDS: String(DRAIN_SECONDS) }, await freePort());
        const readyBefore = await readyz(server.origin);
        const tally = newLoadTally();
        const connections = Array.from({ length: CONNECTIONS }, () => sendReads(() => server.origin, [READ], tally));
        await delay(500);

        const exited = server.stop();
        tally.rolling = true;
        const rolledAt = Date.now();
        const readyDuringDrain: Array<number | string> = [];
        while (Date.now() - rolledAt < SENDING_AFTER_SIGTERM_MS) {
          readyDuringDrain.push(await readyz(server.origin));
          await delay(100);
        }
        tally.sending = false;
        const toldToReconnect = await Promise.all(connections);
        const code = await exited;

        console.log(
          `drain: ${tally.sentDuringRoll} requests sent during the roll, ${tally.serverErrors} 5xx, ` +
            `${tally.resets} resets (each sent again), ${lostCount(tally)} lost; exit ${code} ` +
            `${((Date.now() - rolledAt) / 1000).toFixed(1)} s after SIGTERM`,
        );
        expect(tally.lost, server.errors()).toEqual({});
        expect(tally.serverErrors).toBe(0);
        expect(tally.sentDuringRoll).toBeGreaterThan(CONNECTIONS);
        expect(code, server.errors()).toBe(0);
        expect(readyBefore).toBe(200);
        expect(readyDuringDrain).toContain(503);
        expect(readyDuringDrain.at(-1)).toBe(503);
        // Every keep-alive connection was told to reconnect (elsewhere, behind a load balancer).
        expect(toldToReconnect.filter(Boolean)).toHaveLength(CONNECTIONS);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SERVER_START_LIMIT_MS + 60_000,
  );
});

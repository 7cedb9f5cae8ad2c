import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '#src/testing/server-process.ts';

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

interface Answer {
  status: number;
  connectionClose: boolean;
}

/** A GET on this connection; `answered` tells a connection closed before any answer (retriable) from others. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.get(url, { agent }, (response) => {
      answered = true;
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connectionClose: response.headers.connection === 'close' }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { answered })));
  });
}

const closedUnanswered = (error: unknown) => {
  const { code, answered } = error as NodeJS.ErrnoException & { answered?: boolean };
  return !answered && (code === 'ECONNRESET' || code === 'EPIPE');
};

interface Tally {
  rolling: boolean;
  sending: boolean;
  sentDuringRoll: number;
  serverErrors: number;
  resets: number;
  retries: number;
  /** Requests that got no 2xx, even after the retry, counted by their status or error. */
  lost: Record<string, number>;
}

const lose = (tally: Tally, why: string) => void (tally.lost[why] = (tally.lost[why] ?? 0) + 1);

/** One keep-alive connection sending reads in a loop until told to stop. Answers whether it was told to reconnect. */
async function sendReads(origin: string, tally: Tally): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let toldToReconnect = false;
  try {
    while (tally.sending) {
      if (tally.rolling) tally.sentDuringRoll += 1;
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 2 && answer === undefined; attempt += 1) {
        try {
          answer = await get(agent, `${origin}${READ}`);
        } catch (error) {
          if (attempt === 0 && closedUnanswered(error)) {
            tally.resets += 1;
            tally.retries += 1;
          } else {
            lose(tally, (error as Error).message);
            break;
          }
        }
      }
      if (answer === undefined) continue;
      if (answer.status >= 500) tally.serverErrors += 1;
      if (answer.status < 200 || answer.status >= 300) lose(tally, `HTTP ${answer.status}`);
      if (tally.rolling && answer.connectionClose) toldToReconnect = true;
    }
  } finally {
    agent.destroy();
  }
  return toldToReconnect;
}

/** /readyz on a connection of its own, as a load balancer's probe: its status, or why it got none. */
async function readyz(origin: string): Promise<number | string> {
  try {
    return (await get(new http.Agent({ keepAlive: false }), `${origin}/readyz`)).status;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'no answer';
  }
}

describe('SIGTERM under load', () => {
  it('turns not-ready, drains, closes keep-alive connections politely and exits 0, losing no request', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-drain-'));
    try {
      const server = await startServer({ DATA_DIR: dataDir, DRAIN_SECONDS: String(DRAIN_SECONDS) }, await freePort());
      const readyBefore = await readyz(server.origin);
      const tally: Tally = {
        rolling: false,
        sending: true,
        sentDuringRoll: 0,
        serverErrors: 0,
        resets: 0,
        retries: 0,
        lost: {},
      };
      const connections = Array.from({ length: CONNECTIONS }, () => sendReads(server.origin, tally));
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
          `${tally.resets} resets, ${tally.retries} retries, ${Object.values(tally.lost).reduce((sum, count) => sum + count, 0)} lost; exit ${code} ` +
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
  }, 120_000);
});

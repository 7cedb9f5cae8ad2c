import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Shoppers' keep-alive connections sending reads in a loop, as clients behind a load balancer do: a request
 * whose connection closed before any answer is sent again once (what clients and balancers do), anything
 * else that is not a 2xx counts as lost. The drain and cluster tests count a roll with it, and the cluster
 * bench its latencies (autocannon cannot: it loses a request written on a connection the server closes).
 */
export interface LoadTally {
  /** True while a server is being rolled: requests sent meanwhile are counted apart. */
  rolling: boolean;
  sending: boolean;
  sent: number;
  sentDuringRoll: number;
  serverErrors: number;
  resets: number;
  /** Requests that got no 2xx, even after the retry, counted by their status or error. */
  lost: Record<string, number>;
  /** Answers per origin. */
  answeredBy: Record<string, number>;
  /** Each answered read's time from its first send to its answer (a retry included), in ms. */
  latenciesMs: number[];
}

export const newLoadTally = (): LoadTally => ({
  rolling: false,
  sending: true,
  sent: 0,
  sentDuringRoll: 0,
  serverErrors: 0,
  resets: 0,
  lost: {},
  answeredBy: {},
  latenciesMs: [],
});

export const lostCount = (tally: LoadTally): number => Object.values(tally.lost).reduce((sum, n) => sum + n, 0);

interface Answer {
  status: number;
  connectionClose: boolean;
}

/** A read with no answer by then is lost, so a stuck server cannot stall the load. */
const ANSWER_TIMEOUT_MS = 10_000;

/** A GET on this agent; `answered` tells a connection closed before any answer (retriable) from others. */
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
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { answered })));
  });
}

const closedUnanswered = (error: unknown) => {
  const { code, answered } = error as NodeJS.ErrnoException & { answered?: boolean };
  return !answered && (code === 'ECONNRESET' || code === 'EPIPE');
};

const lose = (tally: LoadTally, why: string) => void (tally.lost[why] = (tally.lost[why] ?? 0) + 1);

/**
 * One client sending `paths` in turn, one at a time, until `tally.sending` turns false, each request to the
 * origin `pickOrigin` names (one server, or the next ready one). Answers whether a server told it, during
 * the roll, to reconnect (`Connection: close`).
 */
export async function sendReads(pickOrigin: () => string, paths: string[], tally: LoadTally): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let toldToReconnect = false;
  try {
    for (let index = 0; tally.sending; index += 1) {
      tally.sent += 1;
      if (tally.rolling) tally.sentDuringRoll += 1;
      const path = paths[index % paths.length]!;
      const sentAt = performance.now();
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 2 && answer === undefined; attempt += 1) {
        const origin = pickOrigin();
        try {
          answer = await get(agent, `${origin}${path}`);
          tally.latenciesMs.push(performance.now() - sentAt);
          tally.answeredBy[origin] = (tally.answeredBy[origin] ?? 0) + 1;
        } catch (error) {
          if (attempt === 0 && closedUnanswered(error)) {
            tally.resets += 1;
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
export async function readyz(origin: string): Promise<number | string> {
  try {
    return (await get(new http.Agent({ keepAlive: false }), `${origin}/readyz`)).status;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'no answer';
  }
}

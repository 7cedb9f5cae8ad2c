import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** A read with no answer by then is counted as failed, so a stuck server cannot stall the bench. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface KeepAliveLoadFigures {
  /** Reads sent, each counted once however many attempts it took. */
  reads: number;
  /** Reads that got an answer (any status); the latencies and requests/s are theirs. */
  answered: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers that were not 2xx, by status. */
  non2xx: Record<string, number>;
  /** Attempts whose connection closed before any answer (ECONNRESET, EPIPE); each was sent again once. */
  resets: number;
  /** Reads with no answer even after that one retry, by error. */
  failed: Record<string, number>;
}

/** One GET on this agent's connection; `answered` tells a connection closed before any answer from others. */
function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.get(url, { agent }, (response) => {
      answered = true;
      response.resume();
      response.on('error', (error) => reject(Object.assign(error, { answered })));
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { answered })));
  });
}

const closedUnanswered = (error: unknown) => {
  const { code, answered } = error as NodeJS.ErrnoException & { answered?: boolean };
  return !answered && (code === 'ECONNRESET' || code === 'EPIPE');
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `connections` keep-alive connections (node:http, as a browser or an upstream proxy holds them) each sending
 * GETs of `paths` in turn, one at a time, for `seconds`. Unlike autocannon it survives servers closing
 * connections: a `Connection: close` answer makes the next read open a new connection, and a read whose
 * connection closed before any answer is sent once more, as clients do with an idempotent GET. A read's
 * latency runs from its first send to its answer, so a retry counts in it.
 */
export async function keepAliveLoad(
  origin: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<KeepAliveLoadFigures> {
  const latencies: number[] = [];
  let reads = 0;
  const figures = { non2xx: {} as Record<string, number>, resets: 0, failed: {} as Record<string, number> };
  const add = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const started = performance.now();
  const until = started + seconds * 1000;

  const connection = async (offset: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let index = offset; performance.now() < until; index += 1) {
        const sent = performance.now();
        const url = `${origin}${paths[index % paths.length]}`;
        reads += 1;
        let outcome = await get(agent, url).catch((error: unknown) => error);
        if (closedUnanswered(outcome)) {
          figures.resets += 1;
          outcome = await get(agent, url).catch((error: unknown) => error);
        }
        if (typeof outcome !== 'number') {
          add(figures.failed, (outcome as Error).message);
          continue;
        }
        latencies.push(performance.now() - sent);
        if (outcome < 200 || outcome >= 300) add(figures.non2xx, String(outcome));
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));

  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    reads,
    answered: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    maxMs: round1(latencies.at(-1) ?? 0),
    ...figures,
  };
}

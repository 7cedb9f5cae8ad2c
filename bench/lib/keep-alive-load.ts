import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { newLoadTally, sendReads } from '../../apps/server/src/testing/keep-alive-load.ts';

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

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `connections` keep-alive connections each sending GETs of `paths` in turn for `seconds`, through the
 * shared client of the drain and cluster tests: it survives servers closing connections (a `Connection:
 * close` answer opens a new one; a read whose connection closed unanswered is sent once more, as clients do
 * with an idempotent GET). A read's latency runs from its first send to its answer.
 */
export async function keepAliveLoad(
  origin: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<KeepAliveLoadFigures> {
  const tally = newLoadTally();
  const started = performance.now();
  const clients = Array.from({ length: connections }, (_, offset) =>
    sendReads(() => origin, [...paths.slice(offset % paths.length), ...paths.slice(0, offset % paths.length)], tally),
  );
  await delay(seconds * 1000);
  tally.sending = false;
  await Promise.all(clients);

  const elapsedSeconds = (performance.now() - started) / 1000;
  const latencies = tally.latenciesMs.sort((a, b) => a - b);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  const byKind = (http: boolean) =>
    Object.fromEntries(
      Object.entries(tally.lost)
        .filter(([why]) => why.startsWith('HTTP ') === http)
        .map(([why, count]) => [http ? why.slice('HTTP '.length) : why, count]),
    );
  return {
    reads: tally.sent,
    answered: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    maxMs: round1(latencies.at(-1) ?? 0),
    non2xx: byKind(true),
    resets: tally.resets,
    failed: byKind(false),
  };
}

import { request as httpRequest } from 'node:http';
import type { Request } from 'autocannon';

/** Milliseconds from asking to an answer's first body byte, and to its end. */
export interface FirstByteFigures {
  samples: number;
  firstByteP50Ms: number;
  firstByteP99Ms: number;
  wholeP50Ms: number;
  wholeP99Ms: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times answers one after another on a connection of its own while the load runs beside it, until `stop`
 * settles: when the first byte of each body arrived, and when its last did. A page sent in parts starts
 * before it ends (its start leaves before its data is read); a page sent whole starts when it ends.
 */
export async function sampleFirstBytes(url: string, requests: Request[], stop: Promise<unknown>) {
  let stopped = false;
  const done = () => void (stopped = true);
  stop.then(done, done);
  const firstBytes: number[] = [];
  const wholes: number[] = [];
  for (let index = 0; !stopped; index++) {
    const { path = '/', headers = {} } = requests[index % requests.length]!;
    const started = performance.now();
    const firstByte = await new Promise<number>((resolve, reject) => {
      let first = Number.NaN;
      httpRequest(new URL(path, url), { headers }, (response) => {
        response.on('data', () => void (Number.isNaN(first) && (first = performance.now() - started)));
        response.on('end', () => resolve(first));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    firstBytes.push(firstByte);
    wholes.push(performance.now() - started);
  }
  firstBytes.sort((a, b) => a - b);
  wholes.sort((a, b) => a - b);
  return {
    samples: wholes.length,
    firstByteP50Ms: round(percentile(firstBytes, 0.5)),
    firstByteP99Ms: round(percentile(firstBytes, 0.99)),
    wholeP50Ms: round(percentile(wholes, 0.5)),
    wholeP99Ms: round(percentile(wholes, 0.99)),
  } satisfies FirstByteFigures;
}

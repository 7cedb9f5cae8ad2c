// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * A module's path (the load runs in a worker thread, which loads it) exporting
     * `(request, context) => request`, called before each send; `context` is the connection's own object.
     */
    setupRequest?: string;
    /** Not autocannon's: the paths `lib/next-path.cjs` asks for in turn. */
    paths?: string[];
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: Percentiles & { total: number };
    latency: Percentiles;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    requests?: { method?: string; path: string }[];
  }
  interface Result {
    requests: Percentiles & { total: number };
    latency: Percentiles;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

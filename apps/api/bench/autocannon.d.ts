// autocannon ships no types and @types/autocannon describes 7.x: only what the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      /** Worker threads generating the load; connections are split between them. */
      workers?: number;
    }
    interface Histogram {
      mean: number;
      p50: number;
      p99: number;
      min: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      /** Milliseconds, 2xx responses only. */
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}

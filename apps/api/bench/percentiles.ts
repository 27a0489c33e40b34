export type Percentiles = { p50: number; p95: number; p99: number };

/** The 50th, 95th and 99th percentiles of some times in milliseconds, by nearest rank; 0 when there are none. */
export function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (percent: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

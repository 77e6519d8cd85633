import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  meanMs: number;
  p99Ms: number;
  non2xx: number;
}

/** A short warm-up (unless told there was one), then a measured run; loopback only. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = Number(process.env.BENCH_SECONDS ?? 8),
  warmUp = true,
): Promise<LoadResult> {
  if (warmUp) await autocannon({ url, headers, connections: 10, duration: 2 });
  const r = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    name,
    rps: Math.round(r.requests.average),
    meanMs: r.latency.mean,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
  };
}

export const formatResult = (r: LoadResult) =>
  `${r.name.padEnd(58)} ${String(r.rps).padStart(7)} req/s   mean ${r.meanMs.toFixed(2).padStart(7)} ms   p99 ${String(r.p99Ms).padStart(4)} ms${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`;

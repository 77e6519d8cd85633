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

/**
 * The p-th percentile (0 to 100) of values sorted from smallest, by nearest rank: the smallest value
 * with at least p% of them at or below it.
 */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** Signs in through the API as the web app does: the bearer header to send, and the person's id. */
export async function signIn(url: string, email: string, password: string, loginType: 'client' | 'admin') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'credit-repair-web', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, loginType }),
  });
  if (!res.ok) throw new Error(`bench sign-in of ${email} failed: ${res.status}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { headers: { authorization: `Bearer ${body.token}` }, id: body.user.id };
}

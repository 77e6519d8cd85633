import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeclaredRoute } from '../src/platform/auth/access-policy';

/**
 * How hard the route fuzzer works. By default 20 runs on every route and database inside `npm test`
 * (a new random seed each run, so successive runs reach further; more would cost CI minutes that the
 * deep runs spend better). `FUZZ_RUNS=1000` asks for more, and `FUZZ_SINCE=<git revision>` keeps to the routes whose
 * registering files changed since then (the release before), so CI can afford the deep runs.
 */
export function fuzzScope(env = process.env) {
  const runs = Number(env.FUZZ_RUNS ?? 20);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive whole number, not ${env.FUZZ_RUNS}`);
  const since = env.FUZZ_SINCE;
  if (!since) return { runs, keep: (_route: DeclaredRoute) => true, since: null };
  const serverDir = path.resolve(import.meta.dirname, '..');
  const changed = execFileSync('git', ['diff', '--name-only', since, '--', 'src'], {
    cwd: serverDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.routes.ts'));
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
    cwd: serverDir,
    encoding: 'utf8',
  }).trim();
  // The URLs a routes file registers are string literals in it.
  const urls = new Set(
    changed.flatMap((file) => {
      try {
        return [...readFileSync(path.join(root, file), 'utf8').matchAll(/'(\/api\/[^']*)'/g)].map(
          (m) => m[1],
        );
      } catch {
        return []; // deleted since
      }
    }),
  );
  return { runs, keep: (route: DeclaredRoute) => urls.has(route.url), since };
}

// Deep fuzzing where it matters: 1,000 runs (FUZZ_RUNS) on each API route whose routes file changed
// since the last release (the newest tag named release-*), on the databases the unit tests use.
import { execFileSync, spawnSync } from 'node:child_process';

// git's own complaints (no tag yet) are not news here: the fallback below says what is fuzzed.
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
let since = process.env.FUZZ_SINCE;
if (!since) {
  try {
    since = git('describe', '--tags', '--abbrev=0', '--match', 'release-*');
  } catch {
    // No release yet: the last commit stands in for one, so the newest change still gets the deep runs.
    since = git('rev-parse', 'HEAD~1');
  }
}
const runs = process.env.FUZZ_RUNS ?? '1000';
console.log(`Fuzzing the routes changed since ${since}, ${runs} runs each...`);
const result = spawnSync('npx', ['vitest', 'run', 'src/platform/malformed-input.fuzz.test.ts'], {
  cwd: new URL('../apps/server/', import.meta.url),
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SINCE: since },
});
process.exit(result.status ?? 1);

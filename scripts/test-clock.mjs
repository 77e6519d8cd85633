// Runs the unit test files that read the clock, dates or zones (scripts/clock-tests.mjs) in each
// workspace; CI calls it under faketime with TZ=Pacific/Kiritimati.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { allTests, clockTests, workspaces } from './clock-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const workspace of workspaces) {
  const files = clockTests(workspace);
  console.log(`${workspace}: ${files.length} of ${allTests(workspace).length} test files read the clock`);
  if (files.length === 0) continue;
  const { status } = spawnSync('npx', ['vitest', 'run', ...files], {
    cwd: path.join(root, workspace),
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

// Runs npm scripts one after another, stops at the first that fails, and prints how many seconds
// each took. With STAGE_TIMES naming a file, each stage's line is also appended there, so .ci/run
// can print one table for the whole run.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const stages = process.argv.slice(2);
const times = [];
let failed = null;
for (const stage of stages) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  times.push([stage, seconds]);
  if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, `${stage}\t${seconds}\n`);
  if (status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nstage                seconds');
for (const [stage, seconds] of times) console.log(`${stage.padEnd(20)} ${String(seconds).padStart(7)}`);
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}

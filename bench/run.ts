// `npm run bench`: API load figures and ratios, then the web app's size and Lighthouse scores.
// Server and load generator share the machine's cores, so only ratios from one run compare.
import { runApiBench } from './api';
import { runLiveChatBench } from './live-chat';
import { runWebBench } from './web';
import { runWorkQueueBench } from './work-queue';

console.log(`# bench ${new Date().toISOString()} (node ${process.version})`);
console.log('\n## API (autocannon, 10 connections, loopback)');
for (const line of await runApiBench()) console.log(line);
// A filtered run (BENCH_ONLY, BENCH_DB) is for working on one measure: the API part only.
if (process.env.BENCH_ONLY || process.env.BENCH_DB) process.exit(0);
console.log('\n## Live updates (two API processes on PostgreSQL)');
for (const line of await runLiveChatBench()) console.log(line);
console.log('\n## Admin work queue (PostgreSQL, one request at a time)');
for (const line of await runWorkQueueBench()) console.log(line);
console.log('\n## Web app');
for (const line of await runWebBench()) console.log(line);

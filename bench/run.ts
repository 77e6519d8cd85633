// `npm run bench`: API load figures and ratios, then the web app's size and Lighthouse scores.
// Server and load generator share the machine's cores, so only ratios from one run compare.
import { runApiBench } from './api';

const started = new Date().toISOString();
console.log(`# bench ${started} (node ${process.version})`);
console.log('\n## API (autocannon, 10 connections, loopback)');
for (const line of await runApiBench()) console.log(line);

const web = await import('./web').catch(() => undefined);
if (web?.runWebBench) {
  console.log('\n## Web app');
  for (const line of await web.runWebBench()) console.log(line);
}

// Makes the data directory every server of the browser tests starts from: the built server run once
// on an empty directory (the embedded database created, migrated and given the demo data), then
// stopped. A copy starts in about 4 s where an empty directory takes about 12, and the tests start
// a dozen servers. Usage: node seeded-data.mjs <directory> <path of the built main.js>
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';

const [dir, serverMain] = process.argv.slice(2);
if (!dir || !serverMain) throw new Error('usage: node seeded-data.mjs <directory> <main.js>');
mkdirSync(dir, { recursive: true });

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.on('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, JOBS_ENABLED: 'false' };
// Nothing of the making reaches the run's outbox.
delete env.DEV_MAILDIR;
const server = spawn(process.execPath, [serverMain], { stdio: ['ignore', 'ignore', 'inherit'], env });
const exited = new Promise((resolve) => server.once('exit', resolve));

const until = Date.now() + 180_000;
let up = false;
while (!up && Date.now() < until && server.exitCode === null) {
  up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (!up) await new Promise((r) => setTimeout(r, 200));
}
if (!up) {
  server.kill('SIGKILL');
  throw new Error('the server making the demo data did not start');
}
// A clean stop closes the embedded database, so its files can be copied.
server.kill('SIGTERM');
const code = await exited;
if (code !== 0) throw new Error(`the server making the demo data stopped with ${code}`);

// `npm start`: builds the web app and the server when a build is missing, then serves both on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('apps/web/dist/index.html') && existsSync('apps/server/dist/main.js');
if (!built) {
  console.log('No build found: building the web app and the server (once)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});

// The first signal is passed on once; the server ends itself within 10 s. If it has not after
// 13 s (stuck), it is killed, so the whole group is gone within 15 s of the signal.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
    setTimeout(() => {
      server.kill('SIGKILL');
      process.exit(1);
    }, 13_000).unref();
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

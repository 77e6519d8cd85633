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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

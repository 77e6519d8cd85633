// `npm run dev`: the API with reload on :5000 and the Vite dev server (proxying /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

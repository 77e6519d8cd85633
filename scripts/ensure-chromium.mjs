// Browser tests drive Debian's Chromium. On a fresh machine it is installed here (as root, from
// Debian's archive), so `npm ci && npm test` needs nothing else; CHROMIUM_PATH points elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
    console.error(`No Chromium at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

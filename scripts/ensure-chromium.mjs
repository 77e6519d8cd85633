// Browser tests drive Debian's Chromium, and one of them runs a server whose clock it moves with
// Debian's libfaketime. On a fresh machine both are installed here (as root, from Debian's archive),
// so `npm ci && npm test` needs nothing else; CHROMIUM_PATH points at another Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const faketime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';
const missing = [
  ...(existsSync(chromium) || process.env.CHROMIUM_PATH ? [] : ['chromium']),
  ...(existsSync(faketime) ? [] : ['faketime']),
];
if (process.env.CHROMIUM_PATH && !existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.join(' and ')}: install Debian's ${missing.join(' and ')} package(s).`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

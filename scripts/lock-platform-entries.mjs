// The registry this project installs from serves only Linux builds of platform-specific packages,
// so npm leaves the other platforms' optional packages out of package-lock.json and `npm ci` then
// refuses the lock. This adds those entries with their os/cpu/libc, which `npm ci` skips on Linux.
// Run after changing dependencies: node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const platforms = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony'];
const cpus = {
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => platforms.includes(p));
  const cpu = parts.find((p) => p in cpus);
  if (!os || !cpu) return undefined;
  const entry = { os: [os === 'openharmony' ? 'openharmony' : os], cpu: [cpus[cpu]] };
  if (parts.some((p) => p.startsWith('musl') || p === 'musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[key] = { version, dev: pkg.dev, optional: true, ...platform };
    if (!pkg.dev) delete packages[key].dev;
    added++;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);

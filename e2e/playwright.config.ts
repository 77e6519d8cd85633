import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// Chosen once in the runner; its workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'credit-repair-e2e-'));
// The demo data every server of the run starts from (seeded-data.mjs), made before the shared server.
process.env.E2E_SEEDED_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), 'credit-repair-seeded-')), 'data');
// The company's time zone, for the browser, the server and the tests' own date arithmetic alike:
// otherwise a UTC machine in the evening is a day ahead of the server's "today".
const companyTimeZone = 'America/New_York';
process.env.TZ = companyTimeZone;
const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
const seededDir = process.env.E2E_SEEDED_DIR;
const baseURL = `http://127.0.0.1:${port}`;
// The server built by `npm run build`; E2E_SERVER_DIR points elsewhere (another build) when needed.
const serverDir = process.env.E2E_SERVER_DIR ?? '../apps/server/dist';

// Accounts with a temporary password; PGlite is single-process, so they are made before the server starts.
const temporaryAdmins = [
  'setup.admin@example.com',
  'axe.admin@example.com',
  'mfa.admin@example.com',
  'beta.admin@example.com',
];
const createAdmins = temporaryAdmins
  .map(
    (email, i) =>
      `node ${serverDir}/create-admin.js --email ${email} --first Sam --last Setup > "${dataDir}/temporary-${i}.txt"`,
  )
  .join(' && ');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One browser per core; the one server answers them all.
  workers: availableParallelism(),
  retries: 0,
  // A test that passes in 20 s on a quiet machine takes half as long again when CI shares it; the
  // limit is a safety net for a hung page, not a speed goal (those are benchmarks under bench/).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  outputDir: path.join(tmpdir(), 'credit-repair-e2e-results'),
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    timezoneId: companyTimeZone,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node seeded-data.mjs "${seededDir}" ${serverDir}/main.js && cp -a "${seededDir}/." "${dataDir}/" && ${createAdmins} && node ${serverDir}/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      COMPANY_TIME_ZONE: companyTimeZone,
      // Other tests sign admins in with the password alone; admin-mfa.spec.ts enrols its own admin.
      ADMIN_MFA: 'optional',
      // Every test signs in from the same address; the limits themselves are tested on the server.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LEAD_RATE_LIMIT_PER_HOUR: '10000',
      // The support chat opens a session on every page; dozens of tests' pages all count against one IP.
      SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE: '10000',
      // Simulated mail moves 12 hours per real second, so a letter is delivered within seconds.
      POSTAL_SIMULATOR_TIME_SCALE: '43200',
      // The notices job every 6 s, so a notice e-mail reaches the outbox while a test waits for it.
      NOTICES_MINUTES: '0.1',
      // Mail as the person receives it, links whole, for the tests that follow a link (tests/maildir.ts).
      DEV_MAILDIR: path.join(dataDir, 'maildir'),
    },
  },
});

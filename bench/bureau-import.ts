// Bureau import bench: the time to import one tri-bureau file (Experian connect: pull through the
// sandbox port, then the one-transaction import of issues, score point, accounts and inquiries),
// and the time of a later sync whose file changed. Embedded PGlite, the default deployment.
// Run: npm run bench:bureau-import -w @app/bench   (writes bench/bureau-import-results.md)
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { users } from '../apps/server/src/db/schema';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { createSandboxBureaus } from '../apps/server/src/integrations/bureaus/sandbox.adapter';
import { negativeItemsOf } from '../apps/server/src/modules/credit-monitoring/negative-items';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { monitoringServiceOn } from '../apps/server/test/monitoring-service';
import { percentile } from './load';

const people = Number(process.env.BENCH_PEOPLE ?? 40);
const day = 86_400_000;

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    median: percentile(s, 50),
    p95: percentile(s, 95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    max: s[s.length - 1] as number,
  };
};
const ms = (n: number) => n.toFixed(1);

async function main() {
  const secretBox = createSecretBox(randomBytes(32));
  const handle = await openPglite(null, { unscoped: 'all' });
  await applyMigrations(handle);
  await seedDatabase(handle.db, { demo: 'never', secretBox });
  const db = Object.assign(handle, { secretBox });
  const clock = { now: new Date('2026-06-01T15:00:00Z') };
  const service = monitoringServiceOn(db, { clock });
  const sandbox = createSandboxBureaus();

  const pull: number[] = [];
  const connect: number[] = [];
  const sync: number[] = [];
  let items = 0;
  let accounts = 0;
  let created = 0;
  for (let i = 0; i < people; i++) {
    const [row] = await handle.db
      .insert(users)
      .values({
        firstName: 'Bench',
        lastName: `Person ${i}`,
        email: `bench-${i}@example.com`,
        passwordHash: 'not-a-usable-hash',
        accessLevel: 'BETA_TESTER',
      })
      .returning();
    const viewer = {
      ...(row as typeof users.$inferSelect),
      requiresPasswordReset: false,
      features: (row as typeof users.$inferSelect).betaFeatures,
      subscriptionPlan: null,
    };
    const ssn = `${500 + (i % 400)}21${String(1001 + i).slice(-4)}`;
    const personalInfo = {
      firstName: 'Bench',
      lastName: `Person ${i}`,
      ssn,
      dateOfBirth: '1985-03-04',
      address: { line1: '1 Bench Way', city: 'Columbus', state: 'OH', zipCode: '43215' },
    };
    clock.now = new Date('2026-06-01T15:00:00Z');
    const p0 = performance.now();
    const file = await sandbox.pullCreditFile({ ...personalInfo }, clock.now);
    pull.push(performance.now() - p0);
    items += negativeItemsOf(file).length;
    accounts += file.accounts.length + file.inquiries.length + file.publicRecords.length;

    const t0 = performance.now();
    const answer = await service.connectExperian(
      viewer,
      { personalInfo, fcraAuthorized: true },
      { ip: '127.0.0.1' },
    );
    connect.push(performance.now() - t0);
    created += answer.imported.issuesCreated;

    clock.now = new Date(clock.now.getTime() + 200 * day);
    const t1 = performance.now();
    await service.sync(viewer, answer.connection.id);
    sync.push(performance.now() - t1);
  }
  await handle.close();

  const c = stats(connect);
  const s = stats(sync);
  const p = stats(pull);
  const report = `# Bureau import: measured figures

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:bureau-import -w @app/bench\` (Node ${process.version}, 2 shared cores, embedded PGlite in memory).
${people} people each connect Experian (sandbox bureau): the pull, then one transaction that turns the
file's negative items into credit issues, records the score and history point, stores accounts,
inquiries and public records, and writes the sync entry. Then each syncs 200 days later, when the
sandbox file has changed (items removed and resolved, new inquiries, balances down).

A file averaged ${(accounts / people).toFixed(1)} accounts, inquiries and records, of which ${(items / people).toFixed(1)} negative items; ${(created / people).toFixed(1)} issues were created per connect.

| step | median ms | p95 ms | mean ms | max ms |
| --- | --- | --- | --- | --- |
| sandbox pull alone | ${ms(p.median)} | ${ms(p.p95)} | ${ms(p.mean)} | ${ms(p.max)} |
| connect: pull + import one tri-bureau file | ${ms(c.median)} | ${ms(c.p95)} | ${ms(c.mean)} | ${ms(c.max)} |
| later sync of a changed file | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.mean)} | ${ms(s.max)} |

Not measured here: the real Experian API's own latency (its adapter gives up after EXPERIAN_TIMEOUT_MS,
15 s by default), and PostgreSQL over a network (each import is one transaction of a few dozen statements).
`;
  writeFileSync(path.join(import.meta.dirname, 'bureau-import-results.md'), report);
  console.log(report);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

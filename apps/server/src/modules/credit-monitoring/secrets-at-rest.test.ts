import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aBetaTester, createSignedInUser } from '../../../test/factories/users';
import { personalInfo } from '../../../test/monitoring-service';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';

const monitoringPassword = `Mon-${randomBytes(6).toString('hex')}`;
const syntheticCount = 1_000;

/** Unique numbers in the 900-999 area (never issued as SSNs) with an ITIN's middle group, as the form accepts. */
const syntheticSsn = (i: number) =>
  `9${String(i % 100).padStart(2, '0')}-${70 + (i % 19)}-${String(1000 + i).padStart(4, '0')}`;

/** The whole database as text: pg_dump on PostgreSQL; every row of every table as JSON on PGlite. */
async function dumpOf(db: TestDatabase): Promise<string> {
  if (db.url) {
    const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', db.url], {
      maxBuffer: 512 * 1024 * 1024,
    });
    return stdout;
  }
  const tables = (
    (await db.db.execute(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'` as never,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);
  expect(tables).toContain('monitoring_connections');
  let dump = '';
  for (const table of tables) {
    const { rows } = (await db.db.execute(
      `select row_to_json(t)::text as j from "${table}" t` as never,
    )) as unknown as { rows: { j: string }[] };
    dump += `${rows.map((r) => r.j).join('\n')}\n`;
  }
  return dump;
}

describe.each(testDatabaseKinds())(
  'SSNs and monitoring passwords are never kept or logged in plain text, %s',
  (kind) => {
    let db: TestDatabase;
    let app: TestApp;
    const logLines: string[] = [];
    beforeAll(async () => {
      db = await createTestDatabase(kind, { seed: false });
      app = await buildTestApp(db, { LOG_LEVEL: 'trace' }, { write: (line) => void logLines.push(line) });
    });
    afterAll(async () => {
      await app.close();
      await db.close();
    });

    const connect = (headers: Record<string, string>, ssn: string) =>
      app.inject({
        method: 'POST',
        url: '/api/experian/connect',
        headers,
        payload: { personalInfo: { ...personalInfo, ssn }, fcraAuthorized: true },
      });

    it('after a connect, a monitoring add and their syncs, no table and no log line holds them', async () => {
      const beta = await aBetaTester({ app, db });
      const connected = await connect(beta.headers, personalInfo.ssn);
      expect(connected.statusCode, connected.body).toBe(200);
      const add = await app.inject({
        method: 'POST',
        url: '/api/credit-monitoring-connections',
        headers: beta.headers,
        payload: {
          provider: 'SMART_CREDIT',
          accountEmail: 'jordan@example.com',
          password: monitoringPassword,
          credentialsEncrypted: Buffer.from(monitoringPassword).toString('base64'),
        },
      });
      expect(add.statusCode, add.body).toBe(201);
      for (const id of [connected.json().connection.id, add.json().id]) {
        const sync = await app.inject({
          method: 'POST',
          url: `/api/sync-credit-monitoring/${id}`,
          headers: beta.headers,
        });
        expect(sync.statusCode, sync.body).toBe(200);
      }

      const dump = await dumpOf(db);
      const secrets = [
        '521-44-7812',
        monitoringPassword,
        Buffer.from(monitoringPassword).toString('base64'),
        Buffer.from('521-44-7812').toString('base64'),
      ];
      for (const secret of secrets) expect(dump, secret).not.toContain(secret);
      // The bare nine digits count only as a number of their own; longer digit runs hold any sequence by chance.
      const bareSsn = /(?<!\d)521447812(?!\d)/;
      expect(dump).not.toMatch(bareSsn);
      // Sealed, not dropped: the connection can still sign in and pull.
      expect(dump).toMatch(/password_sealed|"password_sealed":"v1\./);
      expect(dump).toMatch(/v1\./);
      expect(dump).toContain('7812');

      const logs = logLines.join('');
      expect(logs.length).toBeGreaterThan(0);
      for (const secret of secrets) expect(logs, secret).not.toContain(secret);
      expect(logs).not.toMatch(bareSsn);
    });

    // pg_dump is the check that matters on PostgreSQL; on the embedded database the single case above
    // stands. The people submit in parts, each a short test: a worker busy in one test for more than a
    // minute cannot answer vitest's runner in time (its calls time out at 60 s).
    const ssns = Array.from({ length: syntheticCount }, (_, i) => syntheticSsn(i));
    const parts = 4;
    const perPart = syntheticCount / parts;
    for (let part = 0; part < parts; part++) {
      it.runIf(kind === 'postgres')(
        `${perPart} more people submit their SSNs (part ${part + 1} of ${parts})`,
        { timeout: 300_000 },
        async () => {
          const batch = 10;
          const mine = ssns.slice(part * perPart, (part + 1) * perPart);
          for (let i = 0; i < mine.length; i += batch) {
            await Promise.all(
              mine.slice(i, i + batch).map(async (ssn) => {
                const person = await createSignedInUser(app, db, 'STANDARD');
                const res = await connect(person.headers, ssn);
                expect(res.statusCode, res.body).toBe(200);
              }),
            );
          }
        },
      );
    }

    it.runIf(kind === 'postgres')(
      `after ${syntheticCount} people submitted their SSNs, pg_dump and the log hold none of them`,
      { timeout: 300_000 },
      async () => {
        expect(new Set(ssns).size).toBe(syntheticCount);
        const dump = await dumpOf(db);
        const logs = logLines.join('');
        // An SSN written anywhere stands as its own number: nine digits (or 3-2-4 with dashes) with no
        // digit either side. Longer runs of digits (log timings, generated balances) hold any sequence by chance.
        const written = new Set(
          [...`${dump}\n${logs}`.matchAll(/(?<!\d)(\d{3}-?\d{2}-?\d{4})(?!\d)/g)].map((m) =>
            (m[1] as string).replace(/-/g, ''),
          ),
        );
        const hits = ssns.filter((ssn) => written.has(ssn.replace(/-/g, '')));
        expect(hits).toEqual([]);
        // The last four are kept for the person to recognise their connection; that much is allowed.
        expect(dump).toContain(ssns.at(-1)?.slice(-4));
      },
    );
  },
);

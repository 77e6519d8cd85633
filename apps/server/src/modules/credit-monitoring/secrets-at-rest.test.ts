import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalInfo } from '../../../test/monitoring-service';
import { signIn } from '../../../test/sign-in';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { selectAi } from '../../integrations/ai/select-ai';
import { selectPostal } from '../../integrations/postal/select-postal';

const monitoringPassword = `Mon-${randomBytes(6).toString('hex')}`;

describe('an SSN and a monitoring password are never kept or logged in plain text', () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    app = await buildApp({
      config,
      database: db,
      secretBox: db.secretBox,
      ai: selectAi(config),
      postal: selectPostal(config),
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('after a connect, a monitoring add and their syncs, no table and no log line holds them', async () => {
    const beta = await signIn(app, 'beta');
    const connect = await app.inject({
      method: 'POST',
      url: '/api/experian/connect',
      headers: beta.headers,
      payload: { personalInfo, fcraAuthorized: true },
    });
    expect(connect.statusCode, connect.body).toBe(200);
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
    for (const id of [connect.json().connection.id, add.json().id]) {
      const sync = await app.inject({
        method: 'POST',
        url: `/api/sync-credit-monitoring/${id}`,
        headers: beta.headers,
      });
      expect(sync.statusCode, sync.body).toBe(200);
    }

    const tables = (
      (await db.db.execute(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'` as never,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows.map((r) => r.table_name);
    expect(tables).toContain('monitoring_connections');
    let dump = '';
    for (const table of tables) {
      const rows = (
        (await db.db.execute(`select row_to_json(t)::text as j from "${table}" t` as never)) as unknown as {
          rows: { j: string }[];
        }
      ).rows;
      dump += rows.map((r) => r.j).join('\n');
    }
    const secrets = [
      '521447812',
      '521-44-7812',
      monitoringPassword,
      Buffer.from(monitoringPassword).toString('base64'),
      Buffer.from('521-44-7812').toString('base64'),
    ];
    for (const secret of secrets) expect(dump, secret).not.toContain(secret);
    // Sealed, not dropped: the connection can still sign in and pull.
    expect(dump).toMatch(/"password_sealed":"v1\./);
    expect(dump).toMatch(/"identity_sealed":"v1\./);
    expect(dump).toContain('"ssn_last4":"7812"');

    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  });
});

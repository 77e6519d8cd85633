import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csrfHeader, csrfHeaderValue, sessionCookieName } from '@app/contracts/auth.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInUser } from '../../test/factories/users';
import { concreteUrl } from '../../test/route-requests';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every page path the web app routes, read from its one list of paths (`:slug` filled in). */
const pagePaths = () => {
  const source = readFileSync(new URL('../../../web/src/config/paths.ts', import.meta.url), 'utf8');
  return [
    ...new Set([...source.matchAll(/'(\/[^'\s]*)'/g)].map((m) => (m[1] as string).replace(/:\w+/g, 'x'))),
  ];
};

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBeTruthy();
}

describe('cross-site request refusal and security headers, on every route and page', () => {
  let db: TestDatabase;
  let app: TestApp;
  let adminId: number;
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Credit Repair</title>');
    db = await createTestDatabase('pglite', { seed: false });
    app = await buildTestApp(db, { WEB_DIST_DIR: webDist });
    adminId = (await createSignedInUser(app, db, 'ADMIN')).userId;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  // A browser's session cookie rides along on a forged request; an admin's opens every door behind it.
  const cookieFor = async () => {
    const { token } = await app.services.sessions.start(adminId, { ip: '127.0.0.1' });
    return `${sessionCookieName}=${token}`;
  };
  const stateChanging = () => app.declaredRoutes.filter((r) => unsafe.has(r.method));

  it('refuses a state-changing call from another site, or without the custom header, on every route', {
    timeout: 300_000,
  }, async () => {
    const wrong: string[] = [];
    for (const route of stateChanging()) {
      const base = { method: route.method as 'POST', url: concreteUrl(route), payload: '{}' };
      const json = { 'content-type': 'application/json' };
      const forged = await app.inject({
        ...base,
        headers: {
          ...json,
          cookie: await cookieFor(),
          origin: 'https://evil.example',
          [csrfHeader]: csrfHeaderValue,
        },
      });
      // A forwarded host from an untrusted caller does not make the forger's Origin look like ours.
      const spoofed = await app.inject({
        ...base,
        headers: {
          ...json,
          cookie: await cookieFor(),
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          [csrfHeader]: csrfHeaderValue,
        },
      });
      const bare = await app.inject({ ...base, headers: { ...json, cookie: await cookieFor() } });
      for (const [what, res] of [
        ['cross-site Origin', forged],
        ['cross-site Origin and a forwarded host', spoofed],
        ['no custom header', bare],
      ] as const) {
        if (res.statusCode !== 403 || res.json().error?.code !== 'CSRF')
          wrong.push(`${route.method} ${route.url} with ${what}: ${res.statusCode}`);
        expectSecurityHeaders(res.headers, `${route.method} ${route.url}`);
      }
    }
    expect(stateChanging().length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('sends the security headers on every page of the web app', async () => {
    const pages = pagePaths();
    expect(pages).toEqual(expect.arrayContaining(['/', '/dashboard', '/admin-portal', '/login']));
    for (const page of pages) {
      const res = await app.inject({ url: page });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type'], page).toMatch(/text\/html/);
      expectSecurityHeaders(res.headers, page);
    }
  });
});

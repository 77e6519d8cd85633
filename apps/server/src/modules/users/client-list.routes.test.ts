import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';

const clients = 5_000;
type Page = {
  items: { id: number; firstName: string; lastName: string; email: string; accessLevel: string }[];
  total: number;
  page: number;
  pageSize: number;
};

describe.each(testDatabaseKinds())('client list with 5,000 clients on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    // Names chosen so every search below has a count that can be worked out by hand.
    await t.db.exec(`
      insert into users (first_name, last_name, email, password_hash, access_level)
      select 'Client' || g, 'Family' || (g % 100), 'person' || g || '@Office.example', 'x', 'CLIENT_VIEWER'
      from generate_series(1, ${clients}) g;
      insert into users (first_name, last_name, email, password_hash, access_level)
      values ('Admin', 'Family7', 'boss-family7@office.example', 'x', 'ADMIN'),
             ('Pct', 'Lit%eral', 'pct@office.example', 'x', 'CLIENT_VIEWER');
      analyze users;`);
  }, 60_000);

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('counts and pages every client, never an admin, in a stable order', async () => {
    const all = await list('pageSize=100');
    // 5,000 bulk + 3 demo non-admins + the '%' one (demo admin and the bulk admin excluded).
    expect(all.total).toBeGreaterThanOrEqual(clients + 1);
    const first = await list('page=1&pageSize=50');
    const second = await list('page=2&pageSize=50');
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(50);
    const ids = new Set([...first.items, ...second.items].map((u) => u.id));
    expect(ids.size).toBe(100);
    const lastPage = Math.ceil(all.total / 100);
    expect((await list(`page=${lastPage}&pageSize=100`)).items.length).toBe(all.total - (lastPage - 1) * 100);
    const past = await list(`page=${lastPage + 5}&pageSize=100`);
    expect(past).toMatchObject({ items: [], total: all.total });
    const everyone = await list('pageSize=100&clientsOnly=false');
    const admins = await t.db.db.$count(users, eq(users.accessLevel, 'ADMIN'));
    expect(admins).toBeGreaterThanOrEqual(2);
    expect(everyone.total).toBe(all.total + admins);
  });

  it('searches first name, last name, full name and email in any letter case', async () => {
    // Client1234 only (Client12340.. do not exist above 5,000).
    expect((await list('search=client1234')).items.map((u) => u.firstName)).toEqual(['Client1234']);
    // Family7 + Family70..79: 11 of every 100 bulk clients; the admin of Family7 is left out.
    const family7 = await list('search=FAMILY7&pageSize=20&page=3');
    expect(family7.total).toBe(11 * (clients / 100));
    expect(family7.items).toHaveLength(20);
    expect(family7.items.every((u) => /^Family7/.test(u.lastName) && u.accessLevel !== 'ADMIN')).toBe(true);
    // Full name across the space, and part of an email in another case.
    expect((await list('search=Client42 Family42')).total).toBe(1);
    expect((await list('search=PERSON4999@office')).items.map((u) => u.email)).toEqual([
      'person4999@Office.example',
    ]);
    expect((await list('search=nobody-like-this')).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect((await list('search=t%25e')).items.map((u) => u.lastName)).toEqual(['Lit%eral']);
    expect((await list('search=_')).total).toBe(0);
  });

  it('answers a search page fast enough for typing (5,000 clients)', async () => {
    await list('search=family3&page=2');
    const started = performance.now();
    for (let i = 0; i < 10; i++) await list(`search=family${i}&page=2`);
    const perRequest = (performance.now() - started) / 10;
    // Generous for a shared 2-core machine; a per-row regression (two scans, N+1) blows past it.
    expect(perRequest).toBeLessThan(250);
  });

  it('refuses bad paging with 400 naming the parameter', async () => {
    for (const [q, field] of [
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['sort=email', 'sort'],
    ]) {
      const res = await t.app.inject({ url: `/api/users?${q}`, headers: admin.headers });
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().error), q).toContain(field);
    }
  });
});

import { pageCursorMessages } from '@app/contracts/common/page-cursor';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';

const clients = 5_000;
type Page = {
  items: { id: number; firstName: string; lastName: string; email: string; accessLevel: string }[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
};

describe.each(testDatabaseKinds())('GET /api/users with 5,000 clients on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
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
             ('Pct', 'Lit%eral', 'pct@office.example', 'x', 'CLIENT_VIEWER'),
             ('Same', 'Twinname', 'twin-a@office.example', 'x', 'CLIENT_VIEWER'),
             ('Same', 'Twinname', 'twin-b@office.example', 'x', 'CLIENT_VIEWER'),
             ('Same', 'Twinname', 'twin-c@office.example', 'x', 'CLIENT_VIEWER');
      analyze users;`);
  }, 60_000);

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('counts and pages every client, never an admin, in a stable order', async () => {
    const all = await list('pageSize=100');
    // 5,000 bulk + the '%' one + the three twins (the signed-in admin and the bulk admin excluded).
    expect(all.total).toBe(clients + 4);
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
    expect(admins).toBe(2);
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

  /** Every page of a query by cursor, checking each page's size on the way. */
  async function walkByCursor(query: string, pageSize: number) {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1000; pages++) {
      const page = await list(`${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
      if (!cursor) break;
      expect(page.items).toHaveLength(pageSize);
    }
    return ids;
  }

  it('walks every page by cursor in the order of page numbers, without a repeat or a gap', async () => {
    const byCursor = await walkByCursor('search=FAMILY7', 100);
    expect(byCursor).toHaveLength(11 * (clients / 100));
    expect(new Set(byCursor).size).toBe(byCursor.length);
    const byNumber: number[] = [];
    for (let page = 1; page <= 6; page++) {
      byNumber.push(...(await list(`search=FAMILY7&pageSize=100&page=${page}`)).items.map((u) => u.id));
    }
    expect(byCursor).toEqual(byNumber);
    // The whole client list, 250 pages of 20 deep, ends where the page numbers end.
    const all = await walkByCursor('clientsOnly=true', 100);
    const { total } = await list('pageSize=1');
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const lastPage = await list(`page=${Math.ceil(total / 100)}&pageSize=100`);
    expect(all.slice(-lastPage.items.length)).toEqual(lastPage.items.map((u) => u.id));
    expect(lastPage.nextCursor).toBeNull();
  });

  it('orders people of the same name by id, so a cursor between them skips no one', async () => {
    const twins = await walkByCursor('search=twinname', 1);
    expect(twins).toHaveLength(3);
    expect([...twins].sort((a, b) => a - b)).toEqual(twins);
  });

  it('refuses a cursor that is not one of ours, or that belongs to another search, with 400 naming cursor', async () => {
    const { nextCursor } = await list('search=FAMILY7&pageSize=10');
    expect(nextCursor).toBeTruthy();
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      'a'.repeat(2001),
      'abc$%',
      encodeURIComponent(nextCursor as string).replace(/^./, 'x'),
      forged({ s: 'users:true:', k: ['a'], i: 1 }),
      forged({ s: 'users:true:', k: ['a', 'b'], i: -1 }),
      forged({ s: 'users:true:', k: [1, 2], i: 1 }),
    ]) {
      const res = await t.app.inject({ url: `/api/users?cursor=${cursor}`, headers: admin.headers });
      expect(res.statusCode, cursor.slice(0, 40)).toBe(400);
      expect(detailFields(res.body), cursor.slice(0, 40)).toEqual([
        expect.stringMatching(/^(querystring\.)?cursor$/),
      ]);
    }
    // A cursor of one search does not page another.
    const other = await t.app.inject({
      url: `/api/users?search=FAMILY8&cursor=${nextCursor}`,
      headers: admin.headers,
    });
    expect(other.statusCode).toBe(400);
    expect(detailFields(other.body)).toEqual(['cursor']);
    expect(other.json().error.message).toBe(pageCursorMessages.bad);
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

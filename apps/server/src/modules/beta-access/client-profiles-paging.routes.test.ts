import { pageCursorMessages } from '@app/contracts/common/page-cursor';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Profile = { id: number; email: string; accessLevel: string; createdAt: string };

/** `<…>; rel="next"` → the address to follow, or null on the last page. */
const nextOf = (link: unknown) =>
  typeof link === 'string' ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;

describe.each(testDatabaseKinds())('GET /api/admin/client-profiles, a page at a time, on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    // 130 clients, several created in the same microsecond: the id breaks the tie.
    await t.db.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash, created_at)
      select 'Paged', 'Person ' || g, 'paged-' || g || '@example.com', 'x',
             timestamptz '2026-03-01 12:00:00Z' + (g / 3) * interval '1 minute'
      from generate_series(1, 130) g`);
  });
  const get = (url: string) => t.app.inject({ url, headers: admin.headers });

  it('answers the spec’s bare GET with the first 50, newest first, and links the next page', async () => {
    const first = await get('/api/admin/client-profiles');
    expect(first.statusCode).toBe(200);
    const rows = first.json() as Profile[];
    expect(rows).toHaveLength(50);
    const order = rows.map((r) => [r.createdAt, r.id] as const);
    expect(order).toEqual(
      [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0].localeCompare(a[0]))),
    );
    expect(nextOf(first.headers.link)).toMatch(/^\/api\/admin\/client-profiles\?cursor=/);
  });

  it('walks every client once by following the links, and never lists an admin', async () => {
    const seen: Profile[] = [];
    let url: string | null = '/api/admin/client-profiles?limit=40';
    while (url) {
      const page = await get(url);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...(page.json() as Profile[]));
      url = nextOf(page.headers.link);
    }
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen).toHaveLength(130);
    expect(seen.every((p) => p.email.startsWith('paged-'))).toBe(true);
    expect(seen.some((p) => p.accessLevel === 'ADMIN')).toBe(false);
  });

  it('searches names and e-mails in any letter case, paging within the search', async () => {
    const page = await get('/api/admin/client-profiles?search=PERSON%201&limit=5');
    const rows = page.json() as Profile[];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => /^paged-1/.test(r.email))).toBe(true);
    const rest: Profile[] = [];
    let url = nextOf(page.headers.link);
    while (url) {
      const next = await get(url);
      rest.push(...(next.json() as Profile[]));
      url = nextOf(next.headers.link);
    }
    // Person 1, 10–19 and 100–130: 1 + 10 + 31.
    expect(rows.length + rest.length).toBe(42);
    expect((await get('/api/admin/client-profiles?search=100%25_off')).json()).toEqual([]);
  });

  it('refuses a forged cursor, or one from another search, naming cursor', async () => {
    const first = await get('/api/admin/client-profiles?search=paged&limit=2');
    const cursor = new URL(nextOf(first.headers.link) as string, 'http://x').searchParams.get('cursor');
    for (const url of [
      '/api/admin/client-profiles?cursor=bm90LW91cnM',
      `/api/admin/client-profiles?search=other&cursor=${cursor}`,
      `/api/admin/test-users?search=paged&cursor=${cursor}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'cursor', message: pageCursorMessages.bad }]);
    }
    const tooLong = await get(`/api/admin/client-profiles?search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('search');
  });
});

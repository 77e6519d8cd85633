import { beforeAll, describe, expect, it } from 'vitest';
import { expectCursorWalkMatchesPages, type CursorPage as Page } from '../../../test/cursor-walk';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { leads } from '../../db/schema';

const count = 23;

describe.each(testDatabaseKinds())('GET /api/admin/leads paged by cursor on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    // Latest activity is the repeat's time when there is one, else the first: both orders mix,
    // with runs in the same microsecond (ordered by id) and some a microsecond apart.
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    await t.db.db.insert(leads).values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Cursorwalk',
        lastName: `Lead${i}`,
        phone: `555-0100${i}`,
        email: `walk${i}@example.com`,
        creditIssues: ['Collections'],
        urgency: 'normal',
        source: 'website',
        status: i % 3 ? ('new' as const) : ('contacted' as const),
        submittedAt: new Date(t0),
        createdAt: new Date(t0 + Math.floor(i / 4) * 60_000),
        lastSubmittedAt: i % 5 === 0 ? new Date(t0 + (i % 7) * 30_000) : null,
      })),
    );
    await t.db.exec(`
      update leads set created_at = created_at + (id % 3) * interval '1 microsecond'
      where first_name = 'Cursorwalk' and id % 2 = 0;`);
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/leads?q=Cursorwalk&${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('walks every page by cursor in the order of page numbers, without a repeat or a gap', async () => {
    await expectCursorWalkMatchesPages(list, count);
  });

  it('refuses a cursor that is not one of ours, or that belongs to another filter or list, with 400 naming cursor', async () => {
    const { nextCursor } = await list('pageSize=5');
    expect(nextCursor).toBeTruthy();
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    const scope = `leads:${JSON.stringify(['', 'Cursorwalk'])}`;
    for (const cursor of [
      'garbage',
      '%24%24',
      forged({ s: scope, k: 'yesterday', i: 1 }),
      forged({ s: scope, k: '2026-03-01 12:00:00+00', i: 0 }),
      forged({ s: scope, k: "2026-03-01 12:00:00+00'; drop table leads; --", i: 1 }),
    ]) {
      const res = await t.app.inject({
        url: `/api/admin/leads?q=Cursorwalk&cursor=${cursor}`,
        headers: admin.headers,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(detailFields(res.body), cursor).toEqual([expect.stringMatching(/^(querystring\.)?cursor$/)]);
    }
    for (const url of [
      `/api/admin/leads?cursor=${nextCursor}`,
      `/api/admin/leads?q=Cursorwalk&status=new&cursor=${nextCursor}`,
      `/api/admin/tracking?cursor=${nextCursor}`,
      `/api/support/admin/tickets?search=Cursorwalk&cursor=${nextCursor}`,
    ]) {
      const res = await t.app.inject({ url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(detailFields(res.body), url).toEqual(['cursor']);
    }
  });
});

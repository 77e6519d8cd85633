import { beforeAll, describe, expect, it } from 'vitest';
import { expectCursorWalkMatchesPages, type CursorPage as Page } from '../../../test/cursor-walk';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { supportTickets } from '../../db/schema';

const count = 23;

describe.each(testDatabaseKinds())('GET /api/support/admin/tickets paged by cursor on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    // Runs written in the same microsecond (ordered by id among themselves) and some a
    // microsecond apart (a key cut to the millisecond would lose them).
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    await t.db.db.insert(supportTickets).values(
      Array.from({ length: count }, (_, i) => ({
        ticketNumber: `WALK-${i}`,
        title: `Cursorwalk question ${i}`,
        description: 'x',
        status: i % 2 ? ('OPEN' as const) : ('RESOLVED' as const),
        customerName: 'Walker',
        customerEmail: 'walker@example.com',
        createdAt: new Date(t0 + Math.floor(i / 4) * 60_000),
      })),
    );
    await t.db.exec(`
      update support_tickets set created_at = created_at + (id % 3) * interval '1 microsecond'
      where title like 'Cursorwalk%' and id % 2 = 0;`);
  });

  const list = async (query: string) => {
    const res = await t.app.inject({
      url: `/api/support/admin/tickets?search=Cursorwalk&${query}`,
      headers: admin.headers,
    });
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
    const scope = `tickets:${JSON.stringify(['Cursorwalk', '', ''])}`;
    for (const cursor of [
      'garbage',
      '%24%24',
      forged({ s: scope, k: 'yesterday', i: 1 }),
      forged({ s: scope, k: '2026-03-01 12:00:00+00', i: 0 }),
      forged({ s: scope, k: "2026-03-01 12:00:00+00'; drop table support_tickets; --", i: 1 }),
    ]) {
      const res = await t.app.inject({
        url: `/api/support/admin/tickets?search=Cursorwalk&cursor=${cursor}`,
        headers: admin.headers,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(detailFields(res.body), cursor).toEqual([expect.stringMatching(/^(querystring\.)?cursor$/)]);
    }
    for (const url of [
      `/api/support/admin/tickets?cursor=${nextCursor}`,
      `/api/support/admin/tickets?search=Cursorwalk&status=OPEN&cursor=${nextCursor}`,
      `/api/admin/tracking?cursor=${nextCursor}`,
      `/api/admin/leads?q=Cursorwalk&cursor=${nextCursor}`,
    ]) {
      const res = await t.app.inject({ url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(detailFields(res.body), url).toEqual(['cursor']);
    }
  });
});

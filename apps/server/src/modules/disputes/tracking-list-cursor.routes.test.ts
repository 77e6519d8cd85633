import { beforeAll, describe, expect, it } from 'vitest';
import { expectCursorWalkMatchesPages, type CursorPage as Page } from '../../../test/cursor-walk';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, disputes } from '../../db/schema';

describe.each(testDatabaseKinds())('GET /api/admin/tracking paged by cursor on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: { headers: Record<string, string> };
  let clientId: number;
  let otherClientId: number;
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const other = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    clientId = client.userId;
    otherClientId = other.userId;
    const [issue] = await t.db.db
      .insert(creditIssues)
      .values({
        userId: clientId,
        type: 'COLLECTION',
        title: 'Paged',
        description: 'x',
        creditor: 'Co',
        impact: 10,
      })
      .returning({ id: creditIssues.id });
    const base = {
      userId: clientId,
      issueId: (issue as { id: number }).id,
      bureau: 'EQUIFAX',
      letterType: 'BUREAU_DISPUTE',
      reason: 'NOT_MINE',
      letterContent: 'x'.repeat(250),
      expectedResponse: '2026-12-31',
      status: 'SENT',
    } as const;
    // 23 letters: runs written in the same microsecond (ordered by id among themselves), some a
    // microsecond apart (a key cut to the millisecond would lose them), and closed ones left out.
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    const values = Array.from({ length: 23 }, (_, i) => ({
      ...base,
      createdAt: new Date(t0 + Math.floor(i / 4) * 60_000),
    }));
    await t.db.db.insert(disputes).values(values);
    await t.db.db.insert(disputes).values([
      { ...base, status: 'RESOLVED', createdAt: new Date(t0) },
      { ...base, status: 'REJECTED', createdAt: new Date(t0 + 60_000) },
    ]);
    await t.db.exec(`
      update disputes set created_at = created_at + (id % 3) * interval '1 microsecond'
      where letter_content like 'xxx%' and user_id = ${clientId} and id % 2 = 0;`);
  });

  const list = async (query: string) => {
    const res = await t.app.inject({
      url: `/api/admin/tracking?userId=${clientId}&${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('walks every page by cursor in the order of page numbers, without a repeat or a gap', async () => {
    await expectCursorWalkMatchesPages(list, 23);
  });

  it('refuses a cursor that is not one of ours, or that belongs to another client’s list, with 400 naming cursor', async () => {
    const { nextCursor } = await list('pageSize=5');
    expect(nextCursor).toBeTruthy();
    const forged = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    for (const cursor of [
      'garbage',
      '%24%24',
      forged({ s: `tracking:${clientId}`, k: 'yesterday', i: 1 }),
      forged({ s: `tracking:${clientId}`, k: '2026-13-45 99:99:99+00', i: 1 }),
      forged({ s: `tracking:${clientId}`, k: '2026-03-01 12:00:00+00', i: 0 }),
      forged({ s: `tracking:${clientId}`, k: "2026-03-01 12:00:00+00'; drop table disputes; --", i: 1 }),
    ]) {
      const res = await t.app.inject({
        url: `/api/admin/tracking?userId=${clientId}&cursor=${cursor}`,
        headers: admin.headers,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(detailFields(res.body), cursor).toEqual([expect.stringMatching(/^(querystring\.)?cursor$/)]);
    }
    for (const userId of [otherClientId, 0]) {
      const res = await t.app.inject({
        url: `/api/admin/tracking?userId=${userId}&cursor=${nextCursor}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(detailFields(res.body)).toEqual(['cursor']);
    }
  });
});

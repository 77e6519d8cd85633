import { type Bureau, bureauCodes } from '@app/contracts/bureaus';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CursorPage, expectCursorWalkMatchesPages } from '../../../test/cursor-walk';
import { createSignedInUser } from '../../../test/factories/users';
import { detailFields } from '../../../test/route-requests';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, disputes } from '../../db/schema';

type Page = Omit<CursorPage, 'items'> & {
  items: { id: number; userId: number; status: string; bureau: string; clientName: string }[];
};

describe.each(testDatabaseKinds())('GET /api/admin/all-disputes on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: { headers: Record<string, string> };
  let client: { headers: Record<string, string>; userId: number };
  let otherId: number;

  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    otherId = (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')).userId;
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    for (const [userId, n] of [
      [client.userId, 14],
      [otherId, 9],
    ] as const) {
      const [issue] = await t.db.db
        .insert(creditIssues)
        .values({ userId, type: 'COLLECTION', title: 'Listed', description: 'x', creditor: 'Co', impact: 10 })
        .returning({ id: creditIssues.id });
      // Runs written in the same minute (ordered by id among themselves), over both clients.
      await t.db.db.insert(disputes).values(
        Array.from({ length: n }, (_, i) => ({
          userId,
          issueId: (issue as { id: number }).id,
          bureau: bureauCodes[i % 3] as Bureau,
          letterType: 'BUREAU_DISPUTE',
          reason: 'NOT_MINE',
          letterContent: 'x'.repeat(250),
          expectedResponse: '2026-12-31',
          status: i % 4 === 0 ? ('RESOLVED' as const) : ('PENDING' as const),
          createdAt: new Date(t0 + Math.floor(i / 3) * 60_000),
        })),
      );
    }
  });

  const get = (query: string, headers = admin.headers) =>
    t.app.inject({ url: `/api/admin/all-disputes?${query}`, headers });
  const list = (filter: string) => async (query: string) => {
    const res = await get(`${filter}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('pages every client’s disputes by cursor in the order of page numbers, without a repeat or a gap', async () => {
    const first = await list('')('pageSize=100');
    expect(first.total).toBe(23);
    expect(first.items.every((d) => [client.userId, otherId].includes(d.userId))).toBe(true);
    expect(first.items[0]).toMatchObject({ clientName: expect.any(String), issueTitle: expect.any(String) });
    await expectCursorWalkMatchesPages(list(''), first.total, [1, 5, 23]);
  });

  it('filters by client, status and bureau, and pages each filter', async () => {
    const mine = await list(`userId=${client.userId}&`)('pageSize=100');
    expect(mine.total).toBe(14);
    expect(mine.items.every((d) => d.userId === client.userId)).toBe(true);
    const resolved = await list(`userId=${client.userId}&status=RESOLVED&`)('pageSize=100');
    expect(resolved.items.map((d) => d.status)).toEqual(Array(4).fill('RESOLVED'));
    const experian = await list(`userId=${otherId}&bureau=EXPERIAN&`)('pageSize=100');
    expect(experian.total).toBe(3);
    expect(experian.items.every((d) => d.bureau === 'EXPERIAN' && d.userId === otherId)).toBe(true);
    await expectCursorWalkMatchesPages(list(`userId=${client.userId}&status=PENDING&`), 10, [1, 3, 10]);
  });

  it('is for admins only', async () => {
    expect((await get('', client.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/all-disputes' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad status or bureau, and for a forged or replayed cursor', async () => {
    for (const [query, field] of [
      ['status=LOST', 'status'],
      ['bureau=EQUIFAKS', 'bureau'],
      ['userId=-1', 'userId'],
      ['cursor=garbage', 'cursor'],
      [
        `cursor=${Buffer.from(JSON.stringify({ s: 'all-disputes:::0', k: 'yesterday', i: 1 })).toString('base64url')}`,
        'cursor',
      ],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(detailFields(res.body), query).toEqual([
        expect.stringMatching(new RegExp(`^(querystring\\.)?${field}$`)),
      ]);
    }
    const { nextCursor } = await list(`userId=${client.userId}&`)('pageSize=2');
    const replayed = await get(`userId=${otherId}&cursor=${nextCursor}`);
    expect(replayed.statusCode).toBe(400);
    expect(detailFields(replayed.body)).toEqual(['cursor']);
  });
});

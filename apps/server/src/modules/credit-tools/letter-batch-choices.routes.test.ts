import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCollection, anAdminAndAContractedClient } from '../../../test/factories/dispute-letters';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { disputes } from '../../db/schema';

const draftRoute = '/api/admin/dispute-letters';
const previewRoute = '/api/admin/dispute-letters/preview';
const edited = `To whom it may concern,\n\n${'This account is not mine and I ask that it be removed from my file. '.repeat(4)}\n\nSincerely`;
type Previewed = {
  letters: {
    issueId: number;
    bureau: string;
    reason: string;
    letterType: string;
    letterContent: string;
  }[];
  skipped: { issueId: number; bureau: string; reason: string }[];
};

const appFor = useFileTestApps({}, { seed: false });
/** A client with two collections (Midland's balances differ between bureaus) and an admin. */
const rowsFor = useFileRows(async (t) => {
  const { admin, client } = await anAdminAndAContractedClient(t);
  const item = (creditor: string, bureaus: ('EQUIFAX' | 'EXPERIAN' | 'TRANSUNION')[]) =>
    aCollection(client.userId, creditor, bureaus);
  const added = await t.app.services.issues.add([
    {
      ...item('Midland Credit', ['EQUIFAX', 'EXPERIAN']),
      findings: [
        {
          kind: 'BALANCE_DIFFERS' as const,
          text: 'Equifax reports $845.00; Experian $645.00.',
          values: [
            { source: 'Equifax', value: '$845.00' },
            { source: 'Experian', value: '$645.00' },
          ],
        },
      ],
    },
    item('Portfolio Recovery', ['EQUIFAX', 'EXPERIAN', 'TRANSUNION']),
  ]);
  const [midland, portfolio] = added.map((i: { id: number }) => i.id) as [number, number];
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload: payload as never });
  return { admin, client, midland, portfolio, post };
});

describe.each(testDatabaseKinds())('POST /api/admin/dispute-letters/preview on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('answers a choice that does not fit its item with a 400 naming items.N.<field>', async () => {
    const cases: [unknown, string][] = [
      [
        { items: [{ issueId: s.midland }, { issueId: s.portfolio, reason: 'LATE_PAYMENT_ERROR' }] },
        'items.1.reason',
      ],
      [{ items: [{ issueId: s.midland, letterType: 'DEBT_VALIDATION' }] }, 'items.0.letterType'],
      [{ items: [{ issueId: s.midland, letterType: 'GOODWILL' }] }, 'items.0.letterType'],
      [{ items: [{ issueId: s.midland, bureaus: ['TRANSUNION'] }] }, 'items.0.bureaus.0'],
      [{ items: [{ issueId: s.midland, reason: 'NOWHERE' }] }, 'items.0.reason'],
      [{ items: [{ issueId: s.midland }, { issueId: s.midland }] }, 'items'],
      [{ items: [] }, 'items'],
      [{ issueIds: [s.midland], items: [{ issueId: s.midland }] }, 'items'],
      [{ issueIds: [s.midland] }, 'bureaus'],
      [
        {
          items: [
            {
              issueId: s.midland,
              bureaus: ['EQUIFAX'],
              letters: [{ bureau: 'EXPERIAN', letterContent: edited }],
            },
          ],
        },
        'items.0.letters.0.bureau',
      ],
      [
        { items: [{ issueId: s.midland, letters: [{ bureau: 'EQUIFAX', letterContent: 'short' }] }] },
        'letterContent',
      ],
    ];
    for (const [body, field] of cases) {
      for (const url of [previewRoute, draftRoute]) {
        const res = await s.post(url, { userId: s.client.userId, ...(body as object) });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json().error.details)).toContain(field);
      }
    }
    expect((await t.db.db.select().from(disputes).where(eq(disputes.userId, s.client.userId))).length).toBe(
      0,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: previewRoute,
          headers: s.client.headers,
          payload: { userId: s.client.userId, items: [{ issueId: s.midland }] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('previews each letter with its suggested or chosen reason, type and bureaus, saving nothing', async () => {
    const res = await s.post(previewRoute, {
      userId: s.client.userId,
      items: [
        { issueId: s.midland },
        {
          issueId: s.portfolio,
          reason: 'NOT_MINE',
          letterType: 'METHOD_OF_VERIFICATION',
          bureaus: ['TRANSUNION'],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Previewed;
    expect(body.letters.map((l) => [l.issueId, l.bureau, l.reason, l.letterType])).toEqual([
      // The item's findings suggest its reason; every reporting bureau is written to.
      [s.midland, 'EQUIFAX', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
      [s.midland, 'EXPERIAN', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
      [s.portfolio, 'TRANSUNION', 'NOT_MINE', 'METHOD_OF_VERIFICATION'],
    ]);
    expect(body.letters.every((l) => l.letterContent.length > 100)).toBe(true);
    expect(body.skipped).toEqual([]);
    expect((await t.db.db.select().from(disputes).where(eq(disputes.userId, s.client.userId))).length).toBe(
      0,
    );
  });
});

// After the previews, which saved nothing: these save letters, then preview around them.
describe.each(testDatabaseKinds())('POST /api/admin/dispute-letters on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('saves the chosen letters as they were edited, each with its own reason and type', async () => {
    const res = await s.post(draftRoute, {
      userId: s.client.userId,
      items: [
        {
          issueId: s.midland,
          bureaus: ['EXPERIAN'],
          letters: [{ bureau: 'EXPERIAN', letterContent: edited }],
        },
        {
          issueId: s.portfolio,
          reason: 'NOT_MINE',
          letterType: 'METHOD_OF_VERIFICATION',
          bureaus: ['TRANSUNION'],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.db.select().from(disputes).where(eq(disputes.userId, s.client.userId));
    expect(rows.map((r) => [r.issueId, r.bureau, r.reason, r.letterType]).sort()).toEqual(
      [
        [s.midland, 'EXPERIAN', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
        [s.portfolio, 'TRANSUNION', 'NOT_MINE', 'METHOD_OF_VERIFICATION'],
      ].sort(),
    );
    const [kept] = await t.db.db
      .select()
      .from(disputes)
      .where(and(eq(disputes.issueId, s.midland), eq(disputes.bureau, 'EXPERIAN')));
    expect(kept?.letterContent).toContain('This account is not mine');
  });

  it('offers, by default, only the bureaus without an open letter, and says which were skipped', async () => {
    const res = await s.post(previewRoute, { userId: s.client.userId, items: [{ issueId: s.midland }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Previewed;
    expect(body.letters.map((l) => l.bureau)).toEqual(['EQUIFAX']);
    expect(body.skipped).toEqual([
      expect.objectContaining({ issueId: s.midland, bureau: 'EXPERIAN', reason: 'OPEN_DISPUTE' }),
    ]);
    // The old request shape still drafts the same way: one reason, the bureaus listed.
    const old = await s.post(draftRoute, {
      userId: s.client.userId,
      issueIds: [s.midland],
      bureaus: ['EQUIFAX'],
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().created).toEqual([
      expect.objectContaining({ issueId: s.midland, bureau: 'EQUIFAX', reason: 'INACCURATE_BALANCE' }),
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
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

describe.each(testDatabaseKinds())('batch letters with choices per item on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let client: Caller;
  let midland: number;
  let portfolio: number;
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await signedServiceContract(t.db, client.userId);
    const item = (creditor: string, bureaus: ('EQUIFAX' | 'EXPERIAN' | 'TRANSUNION')[]) => ({
      userId: client.userId,
      type: 'COLLECTION' as const,
      title: `Collection: ${creditor}`,
      description: 'Collection account reported as unpaid',
      creditor,
      amountCents: 84_500,
      dateReported: '2023-04-01',
      impact: 45,
      bureaus,
    });
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
    [midland, portfolio] = added.map((i: { id: number }) => i.id) as [number, number];
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload: payload as never });

  it('answers a choice that does not fit its item with a 400 naming items.N.<field>', async () => {
    const cases: [unknown, string][] = [
      [
        { items: [{ issueId: midland }, { issueId: portfolio, reason: 'LATE_PAYMENT_ERROR' }] },
        'items.1.reason',
      ],
      [{ items: [{ issueId: midland, letterType: 'DEBT_VALIDATION' }] }, 'items.0.letterType'],
      [{ items: [{ issueId: midland, letterType: 'GOODWILL' }] }, 'items.0.letterType'],
      [{ items: [{ issueId: midland, bureaus: ['TRANSUNION'] }] }, 'items.0.bureaus.0'],
      [{ items: [{ issueId: midland, reason: 'NOWHERE' }] }, 'items.0.reason'],
      [{ items: [{ issueId: midland }, { issueId: midland }] }, 'items'],
      [{ items: [] }, 'items'],
      [{ issueIds: [midland], items: [{ issueId: midland }] }, 'items'],
      [{ issueIds: [midland] }, 'bureaus'],
      [
        {
          items: [
            {
              issueId: midland,
              bureaus: ['EQUIFAX'],
              letters: [{ bureau: 'EXPERIAN', letterContent: edited }],
            },
          ],
        },
        'items.0.letters.0.bureau',
      ],
      [
        { items: [{ issueId: midland, letters: [{ bureau: 'EQUIFAX', letterContent: 'short' }] }] },
        'letterContent',
      ],
    ];
    for (const [body, field] of cases) {
      for (const url of [previewRoute, draftRoute]) {
        const res = await post(url, { userId: client.userId, ...(body as object) });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json().error.details)).toContain(field);
      }
    }
    expect((await t.db.db.select().from(disputes).where(eq(disputes.userId, client.userId))).length).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: previewRoute,
          headers: client.headers,
          payload: { userId: client.userId, items: [{ issueId: midland }] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('previews each letter with its suggested or chosen reason, type and bureaus, saving nothing', async () => {
    const res = await post(previewRoute, {
      userId: client.userId,
      items: [
        { issueId: midland },
        {
          issueId: portfolio,
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
      [midland, 'EQUIFAX', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
      [midland, 'EXPERIAN', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
      [portfolio, 'TRANSUNION', 'NOT_MINE', 'METHOD_OF_VERIFICATION'],
    ]);
    expect(body.letters.every((l) => l.letterContent.length > 100)).toBe(true);
    expect(body.skipped).toEqual([]);
    expect((await t.db.db.select().from(disputes).where(eq(disputes.userId, client.userId))).length).toBe(0);
  });

  it('saves the chosen letters as they were edited, each with its own reason and type', async () => {
    const res = await post(draftRoute, {
      userId: client.userId,
      items: [
        { issueId: midland, bureaus: ['EXPERIAN'], letters: [{ bureau: 'EXPERIAN', letterContent: edited }] },
        {
          issueId: portfolio,
          reason: 'NOT_MINE',
          letterType: 'METHOD_OF_VERIFICATION',
          bureaus: ['TRANSUNION'],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.db.select().from(disputes).where(eq(disputes.userId, client.userId));
    expect(rows.map((r) => [r.issueId, r.bureau, r.reason, r.letterType]).sort()).toEqual(
      [
        [midland, 'EXPERIAN', 'INACCURATE_BALANCE', 'BUREAU_DISPUTE'],
        [portfolio, 'TRANSUNION', 'NOT_MINE', 'METHOD_OF_VERIFICATION'],
      ].sort(),
    );
    const [kept] = await t.db.db
      .select()
      .from(disputes)
      .where(and(eq(disputes.issueId, midland), eq(disputes.bureau, 'EXPERIAN')));
    expect(kept?.letterContent).toContain('This account is not mine');
  });

  it('offers, by default, only the bureaus without an open letter, and says which were skipped', async () => {
    const res = await post(previewRoute, { userId: client.userId, items: [{ issueId: midland }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Previewed;
    expect(body.letters.map((l) => l.bureau)).toEqual(['EQUIFAX']);
    expect(body.skipped).toEqual([
      expect.objectContaining({ issueId: midland, bureau: 'EXPERIAN', reason: 'OPEN_DISPUTE' }),
    ]);
    // The old request shape still drafts the same way: one reason, the bureaus listed.
    const old = await post(draftRoute, { userId: client.userId, issueIds: [midland], bureaus: ['EQUIFAX'] });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().created).toEqual([
      expect.objectContaining({ issueId: midland, bureau: 'EQUIFAX', reason: 'INACCURATE_BALANCE' }),
    ]);
  });
});

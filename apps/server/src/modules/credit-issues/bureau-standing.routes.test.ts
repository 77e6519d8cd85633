import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const letter = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;
// A fixed instant, mid-day everywhere in the US, so its company date is the same in any zone used.
const approvedAt = new Date('2025-03-04T17:00:00Z');

describe.each(testDatabaseKinds())(
  'GET /api/credit-issues, each bureau of an item disputable on its own, on %s',
  (kind) => {
    const t = useTestApp(kind, {}, { seed: false });
    let admin: Caller;
    let client: Caller;
    let otherClient: Caller;
    let issueId: number;
    beforeAll(async () => {
      admin = await createSignedInUser(t.app, t.db, 'ADMIN');
      client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      otherClient = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      await signedServiceContract(t.db, client.userId);
      const [issue] = await t.app.services.issues.add([
        {
          userId: client.userId,
          type: 'COLLECTION',
          title: 'Collection: Midland Credit',
          description: 'Collection account reported as unpaid',
          creditor: 'Midland Credit',
          amountCents: 84_500,
          dateReported: '2023-04-01',
          impact: 45,
          bureaus: ['EQUIFAX', 'EXPERIAN'],
        },
      ]);
      issueId = (issue as { id: number }).id;
    });

    const standings = async (c: Caller, url = '/api/credit-issues') => {
      const res = await t.app.inject({ url, headers: c.headers });
      expect(res.statusCode, res.body).toBe(200);
      const issue = res.json().find((i: { id: number }) => i.id === issueId);
      return issue?.bureauStandings as { bureau: string; state: string; since: string | null }[] | undefined;
    };
    const draftAt = (bureau: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/disputes',
        headers: admin.headers,
        payload: {
          userId: client.userId,
          issueId,
          bureau,
          reason: 'UNVERIFIABLE',
          letterContent: letter,
          letterGenerated: true,
        },
      });

    it('lists each reporting bureau, none disputed, before any letter', async () => {
      expect(await standings(client)).toEqual([
        { bureau: 'EQUIFAX', state: 'NOT_DISPUTED', since: null },
        { bureau: 'EXPERIAN', state: 'NOT_DISPUTED', since: null },
      ]);
      expect(await standings(otherClient)).toBeUndefined();
    });

    it('reads a drafted letter as a draft, not a dispute, and still offers and accepts the other bureau', async () => {
      const equifax = await draftAt('EQUIFAX');
      expect(equifax.statusCode, equifax.body).toBe(201);
      const afterDraft = await standings(admin, `/api/credit-issues?userId=${client.userId}`);
      expect(afterDraft).toMatchObject([
        { bureau: 'EQUIFAX', state: 'DRAFTED' },
        { bureau: 'EXPERIAN', state: 'NOT_DISPUTED', since: null },
      ]);
      expect(afterDraft?.[0]?.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The client's own list says the same.
      expect((await standings(client))?.map((s) => s.state)).toEqual(['DRAFTED', 'NOT_DISPUTED']);

      // The bureau still free is accepted; the one with an open letter and one not reporting are not.
      const experian = await draftAt('EXPERIAN');
      expect(experian.statusCode, experian.body).toBe(201);
      expect((await draftAt('EQUIFAX')).statusCode).toBe(409);
      const transunion = await draftAt('TRANSUNION');
      expect(transunion.statusCode).toBe(400);
      expect(JSON.stringify(transunion.json().error.details)).toContain('bureau');
      expect((await standings(client))?.map((s) => s.state)).toEqual(['DRAFTED', 'DRAFTED']);
    });

    it('reads the item as in dispute at a bureau once the client approves that letter, since the approval', async () => {
      const mine = (await t.app.inject({ url: '/api/disputes', headers: client.headers })).json() as {
        id: number;
        bureau: string;
      }[];
      const equifax = mine.find((d) => d.bureau === 'EQUIFAX') as { id: number };
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/disputes/${equifax.id}/approve`,
        headers: client.headers,
        payload: { attest: true },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      await t.db.db
        .update(disputes)
        .set({ consumerApprovedAt: approvedAt })
        .where(eq(disputes.id, equifax.id));
      expect(await standings(client)).toMatchObject([
        { bureau: 'EQUIFAX', state: 'IN_DISPUTE', since: '2025-03-04' },
        { bureau: 'EXPERIAN', state: 'DRAFTED' },
      ]);
    });
  },
);

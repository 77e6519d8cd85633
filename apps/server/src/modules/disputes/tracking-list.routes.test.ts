import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, disputes } from '../../db/schema';

describe.each(testDatabaseKinds())(
  'GET /api/admin/tracking/untracked/{userId}, the tracking dispute selector, on %s',
  (kind) => {
    const t = useTestApp(kind, {}, { seed: false });

    it('offers only approved letters that are not mailed yet, so Add Tracking cannot answer 409', async () => {
      const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
      const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
      const [issue] = await t.db.db
        .insert(creditIssues)
        .values({
          userId: client.userId,
          type: 'COLLECTION',
          title: 'Selector',
          description: 'x',
          creditor: 'Co',
          impact: 10,
        })
        .returning({ id: creditIssues.id });
      const base = {
        userId: client.userId,
        issueId: (issue as { id: number }).id,
        letterType: 'BUREAU_DISPUTE',
        reason: 'NOT_MINE',
        letterContent: 'x'.repeat(250),
        expectedResponse: '2026-12-31',
      } as const;
      const approvedAt = new Date('2026-03-01T12:00:00Z');
      const rows = await t.db.db
        .insert(disputes)
        .values([
          { ...base, bureau: 'EQUIFAX' },
          { ...base, bureau: 'EXPERIAN', consumerApprovedAt: approvedAt, attestedAt: approvedAt },
          {
            ...base,
            bureau: 'TRANSUNION',
            consumerApprovedAt: approvedAt,
            status: 'SENT',
            uspsTrackingNumber: 'X1',
          },
        ])
        .returning({ id: disputes.id, bureau: disputes.bureau });
      const res = await t.app.inject({
        url: `/api/admin/tracking/untracked/${client.userId}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const experian = rows.find((r) => r.bureau === 'EXPERIAN');
      expect(res.json().map((d: { id: number }) => d.id)).toEqual([experian?.id]);
      const asClient = await t.app.inject({
        url: `/api/admin/tracking/untracked/${client.userId}`,
        headers: client.headers,
      });
      expect(asClient.statusCode).toBe(403);
    });
  },
);

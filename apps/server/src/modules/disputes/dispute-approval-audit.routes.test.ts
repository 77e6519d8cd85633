import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { whileAuditOf as whileAuditFails } from '../../../test/audit-failure';
import {
  anAdminAndAContractedClient,
  anAdminDraft,
  collectionsOf,
  disputeLetterText as letter,
} from '../../../test/factories/dispute-letters';
import type { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditIssues, disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

/** A client with a signed contract, an admin, and letters drafted for the client to answer. */
function lettersAwaitingAnswers(kind: ReturnType<typeof testDatabaseKinds>[number]) {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: Caller;
  let client: Caller;
  beforeAll(async () => {
    ({ admin, client } = await anAdminAndAContractedClient(t));
  });

  const send = (method: 'POST' | 'PATCH', url: string, c: Caller, payload: unknown) =>
    t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  /** A fresh item with an admin-drafted letter waiting for the client's approval. */
  const pendingLetter = async (creditor: string) => {
    const [issueId] = (await collectionsOf(t, client.userId, [creditor], ['EQUIFAX'])) as [number];
    const { id } = await anAdminDraft(t, admin, { userId: client.userId, issueId, letterGenerated: true });
    return { disputeId: id, issueId };
  };
  const disputeRow = async (id: number) =>
    (await t.db.db.select().from(disputes).where(eq(disputes.id, id)))[0];
  const issueStatus = async (id: number) =>
    (await t.db.db.select().from(creditIssues).where(eq(creditIssues.id, id)))[0]?.status;
  const auditedFor = (action: string, disputeIds: number[]) =>
    t.db.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          eq(auditLog.targetType, 'dispute'),
          inArray(auditLog.targetId, disputeIds.map(String)),
        ),
      );

  const whileAuditOf = (action: string, work: () => Promise<void>) => whileAuditFails(t.db, action, work);

  return {
    t,
    admin: () => admin,
    client: () => client,
    send,
    pendingLetter,
    disputeRow,
    issueStatus,
    auditedFor,
    whileAuditOf,
  };
}

describe.each(testDatabaseKinds())(
  'POST /api/disputes/{id}/approve writes its audit entry in its own transaction on %s',
  (kind) => {
    const { t, send, pendingLetter, disputeRow, issueStatus, auditedFor, whileAuditOf, ...who } =
      lettersAwaitingAnswers(kind);
    it('writes the approval’s audit entry in the approval’s transaction: a failure after it keeps neither', async () => {
      const { disputeId, issueId } = await pendingLetter('Midland Credit');
      const url = `/api/disputes/${disputeId}/approve`;
      await whileAuditOf('letter.approved', async () => {
        expect((await send('POST', url, who.client(), { attest: true })).statusCode).toBe(500);
      });
      expect((await disputeRow(disputeId))?.consumerApprovedAt).toBeNull();
      expect(await issueStatus(issueId)).toBe('ACTIVE');
      expect(await auditedFor('letter.approved', [disputeId])).toEqual([]);

      // Once the database accepts it, the approval and exactly one entry land together.
      expect((await send('POST', url, who.client(), { attest: true })).statusCode).toBe(200);
      expect((await disputeRow(disputeId))?.consumerApprovedAt).not.toBeNull();
      expect(await issueStatus(issueId)).toBe('DISPUTED');
      const entries = await auditedFor('letter.approved', [disputeId]);
      expect(entries.map((e) => [e.actorId, e.subjectUserId])).toEqual([
        [who.client().userId, who.client().userId],
      ]);
    });

    it('leaves no audit entry when the approval fails inside its transaction', async () => {
      const { disputeId, issueId } = await pendingLetter('Portfolio Recovery');
      // The item's move to DISPUTED fails: the approval before it and the entry after it must not stay.
      await t.db.exec(`
      create or replace function fail_disputed() returns trigger language plpgsql as $$
      begin
        if new.status = 'DISPUTED' then raise exception 'simulated failure inside the approval'; end if;
        return new;
      end $$;
      create trigger fail_disputed before update on credit_issues for each row execute function fail_disputed();`);
      try {
        const res = await send('POST', `/api/disputes/${disputeId}/approve`, who.client(), { attest: true });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.db.exec('drop trigger if exists fail_disputed on credit_issues');
      }
      expect((await disputeRow(disputeId))?.consumerApprovedAt).toBeNull();
      expect(await issueStatus(issueId)).toBe('ACTIVE');
      expect(await auditedFor('letter.approved', [disputeId])).toEqual([]);
    });
  },
);

describe.each(testDatabaseKinds())(
  'POST /api/disputes/approve answers letters and writes their entries together on %s',
  (kind) => {
    const { t, send, pendingLetter, disputeRow, issueStatus, auditedFor, whileAuditOf, ...who } =
      lettersAwaitingAnswers(kind);
    it('answers several letters, with their entries, all together or not at all', async () => {
      const approving = await pendingLetter('LVNV Funding');
      const accurate = await pendingLetter('Cavalry SPV');
      const items = [
        { id: approving.disputeId, decision: 'APPROVE', attest: true },
        { id: accurate.disputeId, decision: 'ACCURATE' },
      ];
      const ids = [approving.disputeId, accurate.disputeId];
      await whileAuditOf('letter.declined-accurate', async () => {
        expect((await send('POST', '/api/disputes/approve', who.client(), { items })).statusCode).toBe(500);
      });
      expect((await disputeRow(approving.disputeId))?.consumerApprovedAt).toBeNull();
      expect((await disputeRow(accurate.disputeId))?.changeRequest).toBeNull();
      expect(await issueStatus(approving.issueId)).toBe('ACTIVE');
      expect([
        ...(await auditedFor('letter.approved', ids)),
        ...(await auditedFor('letter.declined-accurate', ids)),
      ]).toEqual([]);

      expect((await send('POST', '/api/disputes/approve', who.client(), { items })).statusCode).toBe(200);
      expect((await auditedFor('letter.approved', ids)).map((e) => e.targetId)).toEqual([
        String(approving.disputeId),
      ]);
      expect((await auditedFor('letter.declined-accurate', ids)).map((e) => e.targetId)).toEqual([
        String(accurate.disputeId),
      ]);
    });
  },
);

describe.each(testDatabaseKinds())(
  'PATCH /api/disputes/{id}/letter keeps the letter when its audit entry cannot be written on %s',
  (kind) => {
    const { t, send, pendingLetter, disputeRow, issueStatus, auditedFor, whileAuditOf, ...who } =
      lettersAwaitingAnswers(kind);
    it('keeps the letter as it was when its revision’s audit entry cannot be written', async () => {
      const { disputeId } = await pendingLetter('Jefferson Capital');
      const before = (await disputeRow(disputeId))?.letterContent;
      const revised = `${letter}\n\nP.S. Revised as asked.`;
      await whileAuditOf('letter.revised', async () => {
        const res = await send('PATCH', `/api/disputes/${disputeId}/letter`, who.admin(), {
          letterContent: revised,
        });
        expect(res.statusCode).toBe(500);
      });
      expect((await disputeRow(disputeId))?.letterContent).toBe(before);
      expect(await auditedFor('letter.revised', [disputeId])).toEqual([]);
    });
  },
);

import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditIssues, disputes } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
const letter = `To whom it may concern,\n\n${'I dispute this item because it cannot be verified. '.repeat(6)}\n\nSincerely`;

describe.each(testDatabaseKinds())('a letter approval and its audit entry, together on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let client: Caller;
  beforeAll(async () => {
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await signedServiceContract(t.db, client.userId);
  });

  const send = (method: 'POST' | 'PATCH', url: string, c: Caller, payload: unknown) =>
    t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  /** A fresh item with an admin-drafted letter waiting for the client's approval. */
  const pendingLetter = async (creditor: string) => {
    const [issue] = await t.app.services.issues.add([
      {
        userId: client.userId,
        type: 'COLLECTION' as const,
        title: `Collection: ${creditor}`,
        description: 'Collection account reported as unpaid',
        creditor,
        amountCents: 84_500,
        dateReported: '2023-04-01',
        impact: 45,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const issueId = (issue as { id: number }).id;
    const res = await send('POST', '/api/disputes', admin, {
      userId: client.userId,
      issueId,
      bureau: 'EQUIFAX',
      reason: 'UNVERIFIABLE',
      letterContent: letter,
      letterGenerated: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { disputeId: (res.json() as { id: number }).id, issueId };
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

  /** Runs `work` while the database refuses, after inserting it, every audit row of `action`. */
  async function whileAuditOf(action: string, work: () => Promise<void>) {
    await t.db.exec(`
      create or replace function fail_audit_of() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' then raise exception 'simulated failure after the audit insert'; end if;
        return new;
      end $$;
      create trigger fail_audit_of after insert on audit_log for each row execute function fail_audit_of();`);
    try {
      await work();
    } finally {
      await t.db.exec('drop trigger if exists fail_audit_of on audit_log');
    }
  }

  it('writes the approval’s audit entry in the approval’s transaction: a failure after it keeps neither', async () => {
    const { disputeId, issueId } = await pendingLetter('Midland Credit');
    const url = `/api/disputes/${disputeId}/approve`;
    await whileAuditOf('letter.approved', async () => {
      expect((await send('POST', url, client, { attest: true })).statusCode).toBe(500);
    });
    expect((await disputeRow(disputeId))?.consumerApprovedAt).toBeNull();
    expect(await issueStatus(issueId)).toBe('ACTIVE');
    expect(await auditedFor('letter.approved', [disputeId])).toEqual([]);

    // Once the database accepts it, the approval and exactly one entry land together.
    expect((await send('POST', url, client, { attest: true })).statusCode).toBe(200);
    expect((await disputeRow(disputeId))?.consumerApprovedAt).not.toBeNull();
    expect(await issueStatus(issueId)).toBe('DISPUTED');
    const entries = await auditedFor('letter.approved', [disputeId]);
    expect(entries.map((e) => [e.actorId, e.subjectUserId])).toEqual([[client.userId, client.userId]]);
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
      const res = await send('POST', `/api/disputes/${disputeId}/approve`, client, { attest: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.exec('drop trigger if exists fail_disputed on credit_issues');
    }
    expect((await disputeRow(disputeId))?.consumerApprovedAt).toBeNull();
    expect(await issueStatus(issueId)).toBe('ACTIVE');
    expect(await auditedFor('letter.approved', [disputeId])).toEqual([]);
  });

  it('answers several letters, with their entries, all together or not at all', async () => {
    const approving = await pendingLetter('LVNV Funding');
    const accurate = await pendingLetter('Cavalry SPV');
    const items = [
      { id: approving.disputeId, decision: 'APPROVE', attest: true },
      { id: accurate.disputeId, decision: 'ACCURATE' },
    ];
    const ids = [approving.disputeId, accurate.disputeId];
    await whileAuditOf('letter.declined-accurate', async () => {
      expect((await send('POST', '/api/disputes/approve', client, { items })).statusCode).toBe(500);
    });
    expect((await disputeRow(approving.disputeId))?.consumerApprovedAt).toBeNull();
    expect((await disputeRow(accurate.disputeId))?.changeRequest).toBeNull();
    expect(await issueStatus(approving.issueId)).toBe('ACTIVE');
    expect([
      ...(await auditedFor('letter.approved', ids)),
      ...(await auditedFor('letter.declined-accurate', ids)),
    ]).toEqual([]);

    expect((await send('POST', '/api/disputes/approve', client, { items })).statusCode).toBe(200);
    expect((await auditedFor('letter.approved', ids)).map((e) => e.targetId)).toEqual([
      String(approving.disputeId),
    ]);
    expect((await auditedFor('letter.declined-accurate', ids)).map((e) => e.targetId)).toEqual([
      String(accurate.disputeId),
    ]);
  });

  it('keeps the letter as it was when its revision’s audit entry cannot be written', async () => {
    const { disputeId } = await pendingLetter('Jefferson Capital');
    const before = (await disputeRow(disputeId))?.letterContent;
    const revised = `${letter}\n\nP.S. Revised as asked.`;
    await whileAuditOf('letter.revised', async () => {
      const res = await send('PATCH', `/api/disputes/${disputeId}/letter`, admin, { letterContent: revised });
      expect(res.statusCode).toBe(500);
    });
    expect((await disputeRow(disputeId))?.letterContent).toBe(before);
    expect(await auditedFor('letter.revised', [disputeId])).toEqual([]);
  });
});

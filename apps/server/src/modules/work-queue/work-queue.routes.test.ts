import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { type WorkQueue, type WorkQueueGroup, workQueueGroups } from '@app/contracts/work-queue.contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import {
  bureauResponses,
  chatMessages,
  creditIssues,
  creditReportUploads,
  disputes,
  supportTickets,
} from '../../db/schema';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;
// A frozen "now" at noon UTC, the same calendar day in the company's time zone (New York).
const frozenNow = new Date('2026-03-18T16:00:00Z');
const day = (offset: number) => new Date(frozenNow.getTime() + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
const trackingNumber = () => {
  const body = '940011189922310000042';
  return body + impbCheckDigit(body);
};

const appFor = useFileTestApps({}, { seed: false });

describe.each(testDatabaseKinds())('GET /api/admin/work-queue on %s', (kind) => {
  const t = appFor(kind);
  let admin: Caller;
  let client: Caller;
  let otherAdmin: Caller;
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    otherAdmin = await createSignedInUser(t.app, t.db, 'ADMIN');
    client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    await signedServiceContract(t.db, client.userId);
    const db = t.db.db;
    const [issue] = await db
      .insert(creditIssues)
      .values({
        userId: client.userId,
        type: 'COLLECTION',
        title: 'Queue Collections',
        description: 'x',
        creditor: 'Queue Co',
        impact: 40,
      })
      .returning({ id: creditIssues.id });
    const issueId = (issue as { id: number }).id;
    const letter = {
      userId: client.userId,
      issueId,
      letterType: 'BUREAU_DISPUTE',
      reason: 'NOT_MINE',
      letterContent: 'x'.repeat(250),
      expectedResponse: isoDay(30),
    } as const;
    const insertDispute = async (values: Partial<typeof disputes.$inferInsert>) => {
      const [row] = await db
        .insert(disputes)
        .values({ ...letter, bureau: 'EXPERIAN', createdAt: day(-25), ...values })
        .returning({ id: disputes.id });
      return (row as { id: number }).id;
    };
    ids.awaiting = await insertDispute({ createdAt: day(-9) });
    ids.approved = await insertDispute({
      bureau: 'EQUIFAX',
      consumerApprovedAt: day(-1),
      attestedAt: day(-1),
    });
    ids.followUp = await insertDispute({
      bureau: 'TRANSUNION',
      status: 'DELIVERED',
      dateSent: day(-20),
      deliveryDate: isoDay(-16),
      followUpDate: isoDay(-2),
      consumerApprovedAt: day(-21),
    });
    ids.answerOverdue = await insertDispute({
      status: 'DELIVERED',
      dateSent: day(-40),
      deliveryDate: isoDay(-35),
      followUpDate: isoDay(-21),
      alertSent: true,
      consumerApprovedAt: day(-41),
    });
    const [upload] = await db
      .insert(creditReportUploads)
      .values({
        userId: client.userId,
        fileName: 'queue-report.pdf',
        fileType: 'PDF',
        sizeBytes: 10,
        sha256: 'a'.repeat(64),
        description: 'Queue test',
        contentSealed: 'sealed',
        extraction: 'pdf-text',
        analysis: { issuesFound: [], creditScore: null },
        createdAt: day(-3),
      })
      .returning({ id: creditReportUploads.id });
    ids.upload = (upload as { id: number }).id;
    const [response] = await db
      .insert(bureauResponses)
      .values({
        userId: client.userId,
        bureau: 'EXPERIAN',
        responseType: 'VERIFIED',
        responseText: 'Verified.',
        responseDate: isoDay(-1),
      })
      .returning({ id: bureauResponses.id });
    ids.response = (response as { id: number }).id;
    const [ticket] = await db
      .insert(supportTickets)
      .values({
        ticketNumber: 'TKT-QUEUE-1',
        userId: client.userId,
        title: 'Where is my letter?',
        description: 'It has been a while.',
        customerName: 'Queue Client',
        customerEmail: 'queue.client@example.com',
        createdAt: day(-1),
      })
      .returning({ id: supportTickets.id });
    ids.ticket = (ticket as { id: number }).id;
    await db.insert(chatMessages).values([
      {
        userId: client.userId,
        senderId: client.userId,
        senderType: 'CLIENT',
        message: 'Hello?',
        createdAt: day(-2),
      },
      {
        userId: client.userId,
        senderId: client.userId,
        senderType: 'CLIENT',
        message: 'Anyone?',
        createdAt: day(-1),
      },
    ]);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const queue = async (caller: { headers: Record<string, string> }, query = '') => {
    const res = await t.app.inject({ url: `/api/admin/work-queue${query}`, headers: caller.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as WorkQueue;
  };
  /** The client's items of one group (a group may hold other people's items too). */
  const mine = async (group: WorkQueueGroup) => {
    const page = await queue(admin, `?group=${group}&pageSize=50`);
    return page.groups[0]?.items.filter((i) => i.clientId === client.userId) ?? [];
  };

  it('answers admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/work-queue', headers: client.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/work-queue' })).statusCode).toBe(401);
  });

  it('lists every group with a total, each item linked to its client and ordered by due date', async () => {
    const all = await queue(admin);
    expect(all.today).toBe('2026-03-18');
    expect(all.groups.map((g) => g.group)).toEqual([...workQueueGroups]);
    expect(all.total).toBe(all.groups.reduce((s, g) => s + g.total, 0));
    expect(await mine('AWAITING_APPROVAL')).toEqual([
      expect.objectContaining({
        recordId: ids.awaiting,
        title: 'Experian: Queue Collections',
        waitingDays: 9,
        dueDate: '2026-03-16',
        overdue: true,
      }),
    ]);
    expect((await mine('APPROVED_UNMAILED')).map((i) => i.recordId)).toEqual([ids.approved]);
    expect(await mine('FOLLOW_UP_DUE')).toEqual([
      expect.objectContaining({ recordId: ids.followUp, dueDate: '2026-03-16', overdue: true }),
    ]);
    // Delivered 35 days ago: the bureau's 30 days ran out five days ago.
    expect(await mine('BUREAU_ANSWER_OVERDUE')).toEqual([
      expect.objectContaining({ recordId: ids.answerOverdue, dueDate: '2026-03-13', overdue: true }),
    ]);
    expect((await mine('REPORT_UNCONFIRMED')).map((i) => i.title)).toEqual(['queue-report.pdf']);
    expect((await mine('RESPONSE_UNANALYSED')).map((i) => i.title)).toEqual([
      'Experian: Verified as accurate',
    ]);
    expect(await mine('UNREAD_MESSAGES')).toEqual([
      expect.objectContaining({ recordId: client.userId, title: '2 unread messages', waitingDays: 2 }),
    ]);
    // A ticket carries its number, so the row's link can find it on the support screen.
    expect(await mine('OPEN_TICKET')).toEqual([
      expect.objectContaining({
        recordId: ids.ticket,
        title: 'TKT-QUEUE-1: Where is my letter?',
        reference: 'TKT-QUEUE-1',
      }),
    ]);
    for (const group of all.groups) {
      const dates = group.items.map((i) => i.dueDate);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('pages a group on the server and refuses bad input naming the field', async () => {
    const first = await queue(admin, '?group=FOLLOW_UP_DUE&pageSize=1');
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]?.items.length).toBeLessThanOrEqual(1);
    const bad = await t.app.inject({ url: '/api/admin/work-queue?group=NOPE', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.group');
    const big = await t.app.inject({ url: '/api/admin/work-queue?pageSize=500', headers: admin.headers });
    expect(big.statusCode).toBe(400);
  });

  it('drops a row once the work is done where the row links to', async () => {
    const patch = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: payload as never });
    expect(
      (await patch(`/api/disputes/${ids.approved}/tracking`, { trackingNumber: trackingNumber() }))
        .statusCode,
    ).toBe(200);
    expect(await mine('APPROVED_UNMAILED')).toEqual([]);
    expect((await mine('MAILED_UNDELIVERED')).map((i) => i.recordId)).toEqual([ids.approved]);
    expect(
      (await patch(`/api/disputes/${ids.approved}/delivery`, { deliveryDate: isoDay(0) })).statusCode,
    ).toBe(200);
    expect(await mine('MAILED_UNDELIVERED')).toEqual([]);

    expect((await patch(`/api/disputes/${ids.followUp}/alert-sent`, {})).statusCode).toBe(200);
    expect(await mine('FOLLOW_UP_DUE')).toEqual([]);

    expect(
      (await t.app.inject({ url: `/api/chat/messages/${client.userId}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await mine('UNREAD_MESSAGES')).toEqual([]);

    // The report confirmed from Upload Reports (the row's link), even with no item chosen.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-report-uploads/${ids.upload}/confirm`,
      headers: admin.headers,
      payload: { issues: [] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await mine('REPORT_UNCONFIRMED')).toEqual([]);

    const resolved = await t.app.inject({
      method: 'PUT',
      url: `/api/support/tickets/${ids.ticket}`,
      headers: admin.headers,
      payload: { status: 'RESOLVED' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await mine('OPEN_TICKET')).toEqual([]);
  });

  it('gives every admin of the organisation the same reach', async () => {
    const a = await queue(admin);
    const b = await queue(otherAdmin);
    expect(b.total).toBe(a.total);
  });
});

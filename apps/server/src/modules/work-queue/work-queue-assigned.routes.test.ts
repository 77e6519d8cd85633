import type { WorkQueue, WorkQueueGroup } from '@app/contracts/work-queue.contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, aTeamMember } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { bureauResponses, chatMessages } from '../../db/schema';

type Caller = Awaited<ReturnType<typeof aTeamMember>>;
const frozenNow = new Date('2026-03-18T16:00:00Z');

const appFor = useFileTestApps({}, { seed: false });

describe.each(testDatabaseKinds())('GET /api/admin/work-queue on %s', (kind) => {
  const t = appFor(kind);
  let owner: Caller;
  let specialist: Caller;
  let processor: Caller;
  let sales: Caller;
  const clients = {} as Record<'mine' | 'theirs' | 'free' | 'elsewhere', number>;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
    owner = await aTeamMember(t, 'OWNER');
    specialist = await aTeamMember(t, 'SPECIALIST', { firstName: 'Sam', lastName: 'Queue' });
    const colleague = await aTeamMember(t, 'SPECIALIST', { firstName: 'Cleo', lastName: 'Other' });
    processor = await aTeamMember(t, 'PROCESSOR');
    sales = await aTeamMember(t, 'SALES');
    const other = await anOrganization(t.db);
    const otherSpecialist = await aPerson(t.db, 'ADMIN', {
      teamRole: 'SPECIALIST',
      organizationId: other.id,
    });
    clients.mine = (await aPerson(t.db, 'STANDARD', { assignedSpecialistId: specialist.userId })).id;
    clients.theirs = (await aPerson(t.db, 'STANDARD', { assignedSpecialistId: colleague.userId })).id;
    clients.free = (await aPerson(t.db, 'STANDARD')).id;
    clients.elsewhere = (
      await aPerson(t.db, 'STANDARD', { organizationId: other.id, assignedSpecialistId: otherSpecialist.id })
    ).id;
    // Each client waits in two groups: an unread message and a bureau answer to analyse.
    for (const userId of Object.values(clients)) {
      await t.db.db.insert(chatMessages).values({
        userId,
        senderId: userId,
        senderType: 'CLIENT',
        message: 'Any news?',
        createdAt: new Date('2026-03-17T12:00:00Z'),
      });
      await t.db.db.insert(bureauResponses).values({
        userId,
        bureau: 'EXPERIAN',
        responseType: 'DELETED',
        responseText: 'Deleted.',
        responseDate: '2026-03-16',
      });
    }
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const queue = async (caller: Caller, query = '') => {
    const res = await t.app.inject({ url: `/api/admin/work-queue${query}`, headers: caller.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkQueue;
  };
  /** Whose clients wait in a group, and the group's count, under a filter. */
  const waiting = async (caller: Caller, group: WorkQueueGroup, assigned?: string) => {
    const page = await queue(caller, `?group=${group}&pageSize=50${assigned ? `&assigned=${assigned}` : ''}`);
    const g = page.groups[0];
    return { ids: new Set(g?.items.map((i) => i.clientId)), total: g?.total };
  };
  const groups = ['UNREAD_MESSAGES', 'RESPONSE_UNANALYSED'] as const;

  it("filters the office's queue by Mine, Unassigned and Everyone, counts included, never another organization's", async () => {
    for (const group of groups) {
      expect(await waiting(owner, group)).toEqual({
        ids: new Set([clients.mine, clients.theirs, clients.free]),
        total: 3,
      });
      expect(await waiting(owner, group, 'everyone')).toEqual(await waiting(owner, group));
      expect(await waiting(owner, group, 'unassigned')).toEqual({ ids: new Set([clients.free]), total: 1 });
      expect(await waiting(owner, group, 'mine')).toEqual({ ids: new Set(), total: 0 });
      expect(await waiting(processor, group, 'unassigned')).toEqual({
        ids: new Set([clients.free]),
        total: 1,
      });
    }
    // The whole queue's counts follow the filter too.
    const unassigned = await queue(owner, '?assigned=unassigned');
    expect(unassigned.total).toBe(2);
    expect((await queue(owner)).total).toBe(6);
  });

  it("shows a specialist only their own clients' work, whatever the filter asks", async () => {
    for (const assigned of [undefined, 'mine', 'unassigned', 'everyone']) {
      for (const group of groups) {
        expect(await waiting(specialist, group, assigned)).toEqual({
          ids: new Set([clients.mine]),
          total: 1,
        });
      }
      expect((await queue(specialist, assigned ? `?assigned=${assigned}` : '')).total).toBe(2);
    }
  });

  it('names the assigned specialist on every row, or no one', async () => {
    const page = await queue(owner, '?group=UNREAD_MESSAGES');
    const byClient = new Map(page.groups[0]?.items.map((i) => [i.clientId, i.assignedSpecialist]));
    expect(byClient.get(clients.mine)).toEqual({ id: specialist.userId, name: 'Sam Queue' });
    expect(byClient.get(clients.theirs)).toEqual(expect.objectContaining({ name: 'Cleo Other' }));
    expect(byClient.get(clients.free)).toBeNull();
    const whole = await queue(owner);
    const rows = whole.groups.flatMap((g) => g.items);
    expect(rows.find((i) => i.clientId === clients.mine)?.assignedSpecialist?.name).toBe('Sam Queue');
  });

  it('refuses Sales and a filter it does not know, naming the field', async () => {
    expect((await t.app.inject({ url: '/api/admin/work-queue', headers: sales.headers })).statusCode).toBe(
      403,
    );
    const bad = await t.app.inject({ url: '/api/admin/work-queue?assigned=all', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.assigned');
  });
});

import type { SpecialistAnalytics } from '@app/contracts/specialist-analytics.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, aTeamMember } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof aTeamMember>>;
// Twelve months back from March 2026: April 2025 to March 2026.
const frozenNow = new Date('2026-03-18T16:00:00Z');
const url = '/api/admin/analytics/specialists';

const appFor = useFileTestApps({}, { seed: false });

describe.each(testDatabaseKinds())('GET /api/admin/analytics/specialists on %s', (kind) => {
  const t = appFor(kind);
  let owner: Caller;
  let specialist: Caller;
  let processor: Caller;
  let theirOwner: Caller;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
    owner = await aTeamMember(t, 'OWNER');
    specialist = await aTeamMember(t, 'SPECIALIST', { firstName: 'Sam', lastName: 'Queue' });
    processor = await aTeamMember(t, 'PROCESSOR');
    const other = await anOrganization(t.db);
    theirOwner = await aTeamMember(t, 'OWNER', { organizationId: other.id });
    const assigned = (await aPerson(t.db, 'STANDARD', { assignedSpecialistId: specialist.userId })).id;
    const unassigned = (await aPerson(t.db, 'STANDARD')).id;
    const elsewhere = (await aPerson(t.db, 'STANDARD', { organizationId: other.id })).id;
    const run = (query: ReturnType<typeof sql>) => t.db.db.execute(query);
    for (const userId of [assigned, unassigned, elsewhere]) {
      await run(sql`insert into credit_issues (user_id, type, title, description, creditor, impact)
        values (${userId}, 'COLLECTION', 'Specialist item', 'x', 'Item Co', 30)`);
    }
    // A letter keeps the specialist who worked the client when it was drafted, as drafting does.
    const letter = (userId: number, sent: string) =>
      run(sql`insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, status,
          expected_response, date_sent, specialist_id)
        select ${userId}, i.id, 'EXPERIAN', 'BUREAU_DISPUTE', 'NOT_MINE', 'Letter', 'SENT', date '2026-04-30',
          ${sent}::timestamptz, u.assigned_specialist_id
        from credit_issues i join users u on u.id = i.user_id where i.user_id = ${userId}`);
    const firstLetterOf = (userId: number) => sql`(select min(id) from disputes where user_id = ${userId})`;
    const answer = (userId: number, day: string) =>
      run(sql`insert into bureau_responses (user_id, dispute_id, bureau, response_type, response_text, response_date)
        values (${userId}, ${firstLetterOf(userId)}, 'EXPERIAN', 'DELETED', 'Deleted.', ${day}::date)`);
    // An entry of a file comparison (`seen`) or of a bureau's answer letter, about the client's first letter.
    const outcome = async (
      userId: number,
      kind: string,
      day: string,
      { correcting = null as number | null, seen = true } = {},
    ) => {
      const idOf = async (query: ReturnType<typeof sql>) =>
        ((await run(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
      const snapshotId = seen
        ? await idOf(sql`insert into outcome_file_snapshots (user_id, bureau, document_key, items, taken_at)
            values (${userId}, 'EXPERIAN', ${`file-${kind}-${day}`}, '[]'::jsonb, now()) returning id`)
        : null;
      return run(sql`insert into dispute_outcomes (user_id, bureau, kind, item, observed_on, corrects_id,
          dispute_id, snapshot_id)
        values (${userId}, 'EXPERIAN', ${kind}, '{"creditor":"Item Co"}'::jsonb, ${day}::date, ${correcting},
          ${firstLetterOf(userId)}, ${snapshotId})
        returning id`);
    };
    await letter(assigned, '2026-03-02T15:00:00Z');
    await letter(assigned, '2026-03-31T23:30:00Z');
    // Before the twelve months: not counted.
    await letter(assigned, '2025-03-15T12:00:00Z');
    await letter(unassigned, '2026-02-10T12:00:00Z');
    await letter(elsewhere, '2026-03-05T12:00:00Z');
    await answer(assigned, '2026-03-10');
    await answer(unassigned, '2026-02-05');
    await answer(elsewhere, '2026-03-06');
    // The bureau's letter told of the deletion the next report shows: one deletion, counted once.
    await outcome(assigned, 'DELETED', '2026-03-11', { seen: false });
    await outcome(assigned, 'DELETED', '2026-03-12');
    const corrected = (await outcome(assigned, 'DELETED', '2026-03-13')) as unknown as {
      rows: { id: number }[];
    };
    // The second deletion was a slip, corrected in the ledger: it no longer counts.
    await outcome(assigned, 'VERIFIED', '2026-03-14', { correcting: corrected.rows[0]?.id ?? null });
    await outcome(assigned, 'REINSERTED', '2026-03-15');
    await outcome(elsewhere, 'DELETED', '2026-03-12');
    // Sam's client goes to another specialist since: Sam's letters and their results stay Sam's.
    const newcomer = await aTeamMember(t, 'SPECIALIST', { firstName: 'Lee', lastName: 'Newer' });
    await run(sql`update users set assigned_specialist_id = ${newcomer.userId} where id = ${assigned}`);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const figures = async (caller: Caller) => {
    const res = await t.app.inject({ url, headers: caller.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SpecialistAnalytics;
  };

  it('counts letters mailed, answers and deletions per month for the specialist who drafted them, each deletion once, Unassigned apart', async () => {
    const f = await figures(owner);
    expect(f.definition).toBeTruthy();
    expect(Object.keys(f.columns)).toEqual(['lettersMailed', 'answersReceived', 'deletions']);
    expect(f.rows).toEqual([
      {
        month: '2026-03',
        specialist: { id: specialist.userId, name: 'Sam Queue' },
        lettersMailed: 2,
        answersReceived: 1,
        deletions: 1,
      },
      { month: '2026-02', specialist: null, lettersMailed: 1, answersReceived: 1, deletions: 0 },
    ]);
  });

  it("counts each organization's own: another company's Owner sees only theirs", async () => {
    const theirs = await figures(theirOwner);
    expect(theirs.rows).toEqual([
      { month: '2026-03', specialist: null, lettersMailed: 1, answersReceived: 1, deletions: 1 },
    ]);
  });

  it('lets only the office in: 403 for a specialist and a processor, 401 signed out', async () => {
    for (const caller of [specialist, processor]) {
      expect((await t.app.inject({ url, headers: caller.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

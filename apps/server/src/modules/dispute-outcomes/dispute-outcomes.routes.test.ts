import type { DisputeOutcome } from '@app/contracts/dispute-outcomes.contract';
import { identityMessages } from '@app/contracts/report-uploads.contract';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

/** A saved report page: the person's name, and one collection per creditor at all three bureaus. */
const reportPage = (name: string, collections: { creditor: string; last4: string; balance: string }[]) =>
  `<html><body><h2>Personal Information</h2><div>Name: ${name}</div>
  <div>Current Address: 12 TEST ST, DAYTON, OH 45402</div>
  <h2>Collections</h2>${collections
    .map(
      (c) => `<div>${c.creditor}</div><table>
  <tr><th></th><th>TransUnion</th><th>Experian</th><th>Equifax</th></tr>
  <tr><td>Account #:</td><td>****${c.last4}</td><td>****${c.last4}</td><td>****${c.last4}</td></tr>
  <tr><td>Balance:</td><td>${c.balance}</td><td>${c.balance}</td><td>${c.balance}</td></tr>
  <tr><td>Payment Status:</td><td>Collection</td><td>Collection</td><td>Collection</td></tr>
  </table>`,
    )
    .join('')}</body></html>`;

const acme = { creditor: 'ACME RECOVERY GROUP', last4: '4821', balance: '$1,245.00' };
const portfolio = { creditor: 'PORTFOLIO RECOVERY ASSOCIATES', last4: '7710', balance: '$830.00' };

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin: Caller = await anAdmin(t);
  const client: Caller = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const other: Caller = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const profile = (await t.app.inject({ url: `/api/users/${client.userId}`, headers: admin.headers })).json();
  return { admin, client, other, name: `TEST ${String(profile.lastName).toUpperCase()}` };
});

describe.each(testDatabaseKinds())('GET /api/dispute-outcomes/{userId} on %s', (kind) => {
  const { t, rows: p } = people(kind);
  const upload = async (html: string, fileName: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: p.admin.headers,
      payload: {
        userId: p.client.userId,
        fileName,
        fileType: 'text/html',
        fileData: Buffer.from(html).toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; aiAnalysis: { identity: { mismatches: unknown[] } } };
  };
  const confirm = (id: number, payload: Record<string, unknown> = { issues: [] }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-report-uploads/${id}/confirm`,
      headers: p.admin.headers,
      payload,
    });
  const ledger = async (caller: Caller = p.client, userId = p.client.userId) => {
    const res = await t.app.inject({ url: `/api/dispute-outcomes/${userId}`, headers: caller.headers });
    return { status: res.statusCode, outcomes: (res.json().outcomes ?? []) as DisputeOutcome[] };
  };
  const kinds = (outcomes: DisputeOutcome[]) =>
    outcomes.map((o) => `${o.bureau} ${o.kind} ${o.item.creditor}`).sort();

  it('compares a confirmed report with the client’s previous one, and the same report again makes nothing', async () => {
    const first = reportPage(p.name, [acme]);
    expect((await confirm((await upload(first, 'march.html')).id, { issues: [0] })).statusCode).toBe(200);
    expect((await ledger()).outcomes).toEqual([]);

    const second = reportPage(p.name, [{ ...acme, balance: '$0.00' }, portfolio]);
    expect((await confirm((await upload(second, 'april.html')).id)).statusCode).toBe(200);
    const { outcomes } = await ledger();
    expect(kinds(outcomes)).toEqual(
      ['EQUIFAX', 'EXPERIAN', 'TRANSUNION']
        .flatMap((b) => [`${b} NEW PORTFOLIO RECOVERY ASSOCIATES`, `${b} UPDATED ACME RECOVERY GROUP`])
        .sort(),
    );
    expect(outcomes.find((o) => o.kind === 'UPDATED')?.changedFields).toEqual(['balance']);

    // The same file uploaded and confirmed again compares nothing.
    expect((await confirm((await upload(second, 'april-again.html')).id)).statusCode).toBe(200);
    expect((await ledger()).outcomes).toHaveLength(outcomes.length);
  });

  it('makes nothing of another person’s report until the audited override', async () => {
    const before = (await ledger()).outcomes.length;
    const strangers = await upload(reportPage('MARIA GONZALEZ', [portfolio]), 'stranger.html');
    expect(strangers.aiAnalysis.identity.mismatches.length).toBeGreaterThan(0);
    const refused = await confirm(strangers.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(identityMessages.overrideRequired);
    expect((await ledger()).outcomes).toHaveLength(before);

    const overridden = await confirm(strangers.id, {
      issues: [],
      identityOverride: { confirmed: true, reason: 'The client changed her name; the report is hers.' },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const after = (await ledger()).outcomes.slice(0, (await ledger()).outcomes.length - before);
    expect(kinds(after)).toEqual(
      ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'].map((b) => `${b} DELETED ACME RECOVERY GROUP`),
    );
  });

  it('lets the consumer read their own ledger and the admin a client’s, and no one else', async () => {
    const own = await ledger();
    expect(own.status).toBe(200);
    expect(own.outcomes.length).toBeGreaterThan(0);
    expect((await ledger(p.admin)).outcomes).toEqual(own.outcomes);
    expect((await ledger(p.other)).status).toBe(404);
    expect((await t.app.inject({ url: `/api/dispute-outcomes/${p.client.userId}` })).statusCode).toBe(401);
  });

  it('gives a consumer no way to mark their own items deleted', async () => {
    const before = (await ledger()).outcomes.length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/dispute-outcomes/${p.client.userId}`,
        headers: p.client.headers,
        payload: { kind: 'DELETED' },
      });
      expect(res.statusCode).toBe(404);
    }
    // Marking one's own issue resolved is the consumer's note; it is not an outcome.
    const issues = (
      await t.app.inject({ url: `/api/credit-issues/${p.client.userId}`, headers: p.client.headers })
    ).json();
    const issueId = (issues.issues ?? issues)[0]?.id as number;
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/credit-issues/${issueId}`,
      headers: p.client.headers,
      payload: { status: 'RESOLVED' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await ledger()).outcomes).toHaveLength(before);
  });
});

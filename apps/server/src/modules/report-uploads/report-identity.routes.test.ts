import { identityMessages, mailingAddressFromReport } from '@app/contracts/report-uploads.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, users } from '../../db/schema';

type Caller = { headers: Record<string, string>; userId: number };

/** A saved report page with a personal section and one collection. */
const reportPage = (personal: string[], creditor = 'ACME RECOVERY GROUP') =>
  `<html><body><h2>Personal Information</h2>${personal.map((p) => `<div>${p}</div>`).join('')}
  <h2>Collections</h2><div>${creditor}</div><table>
  <tr><th></th><th>TransUnion</th><th>Experian</th><th>Equifax</th></tr>
  <tr><td>Account #:</td><td>****4821</td><td>****4821</td><td>****4821</td></tr>
  <tr><td>Balance:</td><td>$1,245.00</td><td>$1,245.00</td><td>$1,245.00</td></tr>
  <tr><td>Payment Status:</td><td>Collection</td><td>Collection</td><td>Collection</td></tr>
  </table></body></html>`;

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const admin: Caller = await anAdmin(t);
  const made = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  // The factory's client: "Test User <tag>", 12 Test Street, Dayton, OH 45402.
  const profile = (await t.app.inject({ url: `/api/users/${made.userId}`, headers: admin.headers })).json();
  const client: Caller & { lastName: string } = { ...made, lastName: profile.lastName };
  return { admin, client };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const upload = async (html: string, fileName = 'report.html') => {
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
    return res.json();
  };
  const confirm = (id: number, payload: Record<string, unknown>, caller: Caller = p.admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-report-uploads/${id}/confirm`,
      headers: caller.headers,
      payload,
    });
  return { t, p, upload, confirm };
}

describe.each(testDatabaseKinds())('POST /api/admin/upload-credit-report on %s', (kind) => {
  const { p, upload, confirm } = setup(kind);

  it('finds nothing to say when the report is the client’s', async () => {
    const saved = await upload(
      reportPage([
        `Name: TEST Q ${p.client.lastName.toUpperCase()}`,
        'Current Address: 12 TEST ST, DAYTON, OH 45402-1234',
      ]),
    );
    expect(saved.aiAnalysis.identity.mismatches).toEqual([]);
    expect(saved.aiAnalysis.identity.reportShows.name).toContain('TEST Q');
    expect((await confirm(saved.id, { issues: [0] })).statusCode).toBe(200);
  });

  it('flags the same file uploaded twice for one client', async () => {
    const html = reportPage([`Name: TEST ${p.client.lastName}`], 'TWICE RECOVERY');
    const first = await upload(html, 'twice.html');
    expect(first.aiAnalysis.identity.duplicateOf).toBeNull();
    const second = await upload(html, 'twice-again.html');
    expect(second.aiAnalysis.identity.duplicateOf).toEqual({ id: first.id, createdAt: first.createdAt });
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/credit-report-uploads/{id}/confirm on %s', (kind) => {
  const { t, p, upload, confirm } = setup(kind);

  it('saves the address read from the report as the client’s, once the admin confirms it, and drafts take it', async () => {
    const fresh = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await t.db.db
      .update(users)
      .set({ addressLine1: null, city: null, state: null, zipCode: null })
      .where(eq(users.id, fresh.userId));
    const profile = (
      await t.app.inject({ url: `/api/users/${fresh.userId}`, headers: p.admin.headers })
    ).json();
    const saved = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-credit-report',
        headers: p.admin.headers,
        payload: {
          userId: fresh.userId,
          fileName: 'report.html',
          fileType: 'text/html',
          fileData: Buffer.from(
            reportPage([
              `Name: TEST ${profile.lastName.toUpperCase()}`,
              'Current Address: 1457 MAPLE AVE, COLUMBUS, OH 43215',
            ]),
          ).toString('base64'),
        },
      })
    ).json();
    const read = mailingAddressFromReport(saved.aiAnalysis.identity.reportShows.address);
    expect(read).toMatchObject({
      addressLine1: '1457 MAPLE AVE',
      city: 'COLUMBUS',
      state: 'OH',
      zipCode: '43215',
    });
    const bad = await confirm(saved.id, { issues: [0], mailingAddress: { ...read, zipCode: '4321' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('mailingAddress.zipCode');
    const ok = await confirm(saved.id, {
      issues: [0],
      mailingAddress: { ...read, addressLine1: '1457 Maple Avenue' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (
      await t.app.inject({ url: `/api/users/${fresh.userId}`, headers: p.admin.headers })
    ).json();
    expect(after.address).toMatchObject({ addressLine1: '1457 Maple Avenue', zipCode: '43215' });
  });

  it('names each differing detail with both values, and refuses a plain confirmation', async () => {
    const saved = await upload(
      reportPage(
        [
          'Name: JORDAN Q SAMPLE',
          'Date of Birth: 04/12/1986',
          'Current Address: 742 EVERGREEN TERRACE, SPRINGFIELD, IL 62704',
        ],
        'OTHER COLLECTIONS LLC',
      ),
    );
    const { mismatches } = saved.aiAnalysis.identity;
    expect(mismatches).toEqual([
      { field: 'name', onReport: 'JORDAN Q SAMPLE', onFile: `Test ${p.client.lastName}` },
      {
        field: 'address',
        onReport: '742 EVERGREEN TERRACE, SPRINGFIELD, IL 62704',
        onFile: '12 Test Street, Dayton, OH 45402',
      },
    ]);
    const plain = await confirm(saved.id, { issues: [0] });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.message).toBe(identityMessages.overrideRequired);

    const noReason = await confirm(saved.id, {
      issues: [0],
      identityOverride: { confirmed: true, reason: 'ok' },
    });
    expect(noReason.statusCode).toBe(400);

    const overridden = await confirm(saved.id, {
      issues: [0],
      identityOverride: { confirmed: true, reason: 'Client confirmed by phone: maiden name and old address' },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.identity_overridden'), eq(auditLog.targetId, String(saved.id))));
    expect(entry?.actorId).toBe(p.admin.userId);
    expect(entry?.subjectUserId).toBe(p.client.userId);
    expect(JSON.stringify(entry?.details)).toContain('JORDAN Q SAMPLE');
    expect(JSON.stringify(entry?.details)).toContain('maiden name');
  });

  it('never lets a non-admin override', async () => {
    const saved = await upload(reportPage(['Name: SOMEONE ELSE']), 'someone.html');
    const res = await confirm(
      saved.id,
      { issues: [0], identityOverride: { confirmed: true, reason: 'I say it is mine, really' } },
      p.client,
    );
    expect(res.statusCode).toBe(403);
  });

  it('compares the date of birth on file: both answered masked to the year (no full date in any answer), a plain or non-admin confirmation refused, the override audited', async () => {
    const born = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const lastName = (
      await t.app.inject({ url: `/api/users/${born.userId}`, headers: p.admin.headers })
    ).json().lastName as string;
    const setDob = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${born.userId}/date-of-birth`,
      headers: born.headers,
      payload: { dateOfBirth: '1986-04-12' },
    });
    expect(setDob.statusCode, setDob.body).toBe(200);
    const page = (dob: string) =>
      reportPage([
        `Name: TEST ${lastName.toUpperCase()}`,
        `Date of Birth: ${dob}`,
        'Address: 12 TEST ST, DAYTON, OH 45402',
      ]);
    const uploadFor = async (html: string, fileName: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-credit-report',
        headers: p.admin.headers,
        payload: {
          userId: born.userId,
          fileName,
          fileType: 'text/html',
          fileData: Buffer.from(html).toString('base64'),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };

    const same = await uploadFor(page('April 12, 1986'), 'same-day.html');
    expect(same.aiAnalysis.identity.mismatches).toEqual([]);
    expect(same.aiAnalysis.identity.dateOfBirthMatches).toBe(true);
    expect(same.aiAnalysis.identity.reportShows.dateOfBirth).toBe('••/••/1986');

    // Both dates are answered to their year alone: the full ones only through a reveal.
    const saved = await uploadFor(page('09/30/1971'), 'other-day.html');
    expect(saved.aiAnalysis.identity.reportShows.dateOfBirth).toBe('••/••/1971');
    expect(saved.aiAnalysis.identity.dateOfBirthMatches).toBe(false);
    expect(saved.aiAnalysis.identity.mismatches).toEqual([
      { field: 'dateOfBirth', onReport: '••/••/1971', onFile: '••/••/1986' },
    ]);
    const listed = await t.app.inject({
      url: `/api/admin/credit-report-uploads?userId=${born.userId}`,
      headers: p.admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    for (const body of [JSON.stringify(same), JSON.stringify(saved), listed.body]) {
      for (const full of ['09/30/1971', '1971-09-30', '1986-04-12', 'April 12', '04/12/1986']) {
        expect(body).not.toContain(full);
      }
    }
    const plain = await confirm(saved.id, { issues: [0] });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.details).toEqual([
      { field: 'body.identityOverride', message: identityMessages.overrideRequired },
    ]);
    const reason = 'Client showed a driving licence: the bureau has a typo';
    const byClient = await confirm(
      saved.id,
      { issues: [0], identityOverride: { confirmed: true, reason } },
      born,
    );
    expect(byClient.statusCode).toBe(403);

    const overridden = await confirm(saved.id, {
      issues: [0],
      identityOverride: { confirmed: true, reason },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.identity_overridden'), eq(auditLog.targetId, String(saved.id))));
    expect(entry?.actorId).toBe(p.admin.userId);
    expect(entry?.subjectUserId).toBe(born.userId);
    expect(JSON.stringify(entry?.details)).toContain('09/30/1971');
    expect(JSON.stringify(entry?.details)).toContain('driving licence');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { creditIssues } from '../../db/schema';

type Caller = { headers: Record<string, string>; userId: number };

// Two bankruptcies in one court, each with its own case: the second shown again in another section.
const report = `<html><body>
<h2>Public Records</h2>
<div>Chapter 7 Bankruptcy</div>
<div>Court: US Bankruptcy Court District of Springfield</div>
<div>Case Number: 19-B-04412</div>
<div>Date Filed: 04/12/2019</div>
<div>Status: Discharged</div>
<div>Reported by: TransUnion, Experian</div>
<div>Chapter 13 Bankruptcy</div>
<div>Court: US Bankruptcy Court District of Springfield</div>
<div>Case Number: 14-B-00871</div>
<div>Date Filed: 02/03/2014</div>
<div>Status: Dismissed</div>
<div>Reported by: Equifax</div>
<h2>Bankruptcies</h2>
<table>
<tr><td>Type</td><td>Court</td><td>Case Number</td><td>Filed</td><td>Status</td></tr>
<tr><td>Chapter 13 Bankruptcy</td><td>US Bankruptcy Court District of Springfield</td><td>14-B-00871</td><td>02/03/2014</td><td>Dismissed</td></tr>
</table>
</body></html>`;

describe.each(testDatabaseKinds())('public records from an uploaded report on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: Caller;
  beforeAll(async () => {
    admin = await anAdmin(t);
  });

  it('keeps each record with its court and whole case number, once each, on the credit issues it confirms', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: admin.headers,
      payload: {
        userId: client.userId,
        fileName: 'records.html',
        fileType: 'text/html',
        fileData: Buffer.from(report).toString('base64'),
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const analysis = uploaded.json().aiAnalysis;
    expect(
      analysis.publicRecords.map((r: { court: string; caseNumber: string; status: string }) => [
        r.court,
        r.caseNumber,
        r.status,
      ]),
    ).toEqual([
      ['US Bankruptcy Court District of Springfield', '19-B-04412', 'Discharged'],
      ['US Bankruptcy Court District of Springfield', '14-B-00871', 'Dismissed'],
    ]);
    const found = analysis.issuesFound as { type: string; creditor: string; caseNumber: string | null }[];
    const records = found.flatMap((f, i) => (f.type === 'BANKRUPTCY' ? [i] : []));
    expect(records).toHaveLength(2);

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/credit-report-uploads/${uploaded.json().id}/confirm`,
        headers: admin.headers,
        payload: { issues: records },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Two records in one court are two items: the case number tells them apart.
    expect(
      confirmed
        .json()
        .created.map((c: { creditor: string; caseNumber: string }) => [c.creditor, c.caseNumber])
        .sort(),
    ).toEqual([
      ['US Bankruptcy Court District of Springfield', '14-B-00871'],
      ['US Bankruptcy Court District of Springfield', '19-B-04412'],
    ]);
    const stored = await t.db.db.select().from(creditIssues).where(eq(creditIssues.userId, client.userId));
    expect(stored.map((s) => s.caseNumber).sort()).toEqual(['14-B-00871', '19-B-04412']);
  });
});

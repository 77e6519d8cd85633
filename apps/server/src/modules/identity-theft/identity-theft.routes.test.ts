import type { IdentityTheftCase, IdentityTheftScan } from '@app/contracts/identity-theft.contract';
import { describe, expect, it } from 'vitest';
import {
  aClientWithTheDemoCreditFile,
  consumerToolPeople,
} from '../../../test/factories/consumer-tool-people';
import { aBetaTestersFiles } from '../../../test/factories/credit-files';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };
// Schema errors name 'body.x', the service's own 'x': the same field either way.
const fields = (body: string) =>
  (JSON.parse(body).error.details as { field: string }[]).map((d) => d.field.replace(/^body\./, ''));

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the client's case is opened, then its steps completed, then withdrawn.
const people = useSharedRows(appFor, async (t) => ({
  ...(await consumerToolPeople(t, aBetaTestersFiles)),
  client: await aClientWithTheDemoCreditFile(t),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  const scanOf = async (caller: Caller) =>
    (await call('GET', `/api/identity-theft-scan/${caller.userId}`, caller)).json() as IdentityTheftScan;
  const stepOf = (c: IdentityTheftCase, kind: string) => {
    const step = c.recoverySteps.find((s) => s.kind === kind);
    if (!step) throw new Error(`no ${kind} step`);
    return step;
  };
  return { t, p, call, scanOf, stepOf };
}

describe.each(testDatabaseKinds())('GET /api/identity-theft-scan/{userId} on %s', (kind) => {
  const { p, call, scanOf } = setup(kind);

  it('shows the beta tester’s demo case: the inquiry they marked as not theirs, the FTC report filed', async () => {
    const scan = await scanOf(p.beta);
    expect(scan.fileItems.find((i) => i.notMine)).toMatchObject({
      creditor: 'Westlake Financial',
      kind: 'INQUIRY',
    });
    expect(scan.case).toMatchObject({ status: 'ACTIVE', aiDetectionConfidence: 40, recoveryProgress: 17 });
    expect(scan.case?.recoverySteps.filter((s) => s.completed).map((s) => s.kind)).toEqual(['FTC_REPORT']);
    // A new scan of the same signals keeps the case and its completed step.
    const again = (
      await call('POST', '/api/identity-theft-scan/generate', p.beta, {})
    ).json() as IdentityTheftScan;
    expect(again.case?.recoveryProgress).toBe(17);
  });

  it('finds nothing on a file the person has not marked, and says so', async () => {
    const before = await scanOf(p.client);
    expect(before).toMatchObject({ case: null, hasCreditFile: true });
    expect(before.fileItems.length).toBeGreaterThan(0);
    expect(before.fileItems.every((i) => !i.notMine && !i.key.startsWith('issue:'))).toBe(true);
    const res = await call('POST', '/api/identity-theft-scan/generate', p.client, {});
    expect(res.statusCode).toBe(200);
    expect((res.json() as IdentityTheftScan).case).toBeNull();
  });
});

describe.each(testDatabaseKinds())('POST /api/identity-theft-signals on %s', (kind) => {
  const { p, call, scanOf, stepOf } = setup(kind);

  it('opens an ACTIVE case from an account and an inquiry marked as not mine, with the recovery steps in order', async () => {
    const { fileItems } = await scanOf(p.client);
    const account = fileItems.find((i) => i.kind === 'ACCOUNT' && i.issueType !== null);
    const inquiry = fileItems.find((i) => i.kind === 'INQUIRY');
    if (!account || !inquiry) throw new Error('the demo file has a negative account and a hard inquiry');
    const marked = await call('POST', '/api/identity-theft-signals', p.client, {
      kind: 'ACCOUNT',
      itemKey: account.key,
    });
    expect(marked.statusCode).toBe(201);
    expect((marked.json() as IdentityTheftScan).fileItems.find((i) => i.key === account.key)?.notMine).toBe(
      true,
    );
    expect(
      (await call('POST', '/api/identity-theft-signals', p.client, { kind: 'ACCOUNT', itemKey: account.key }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/identity-theft-signals', p.client, { kind: 'INQUIRY', itemKey: inquiry.key }))
        .statusCode,
    ).toBe(201);

    const res = await call('POST', '/api/identity-theft-scan/generate', p.client, {
      userId: p.client.userId,
    });
    expect(res.statusCode).toBe(200);
    const c = (res.json() as IdentityTheftScan).case as IdentityTheftCase;
    expect(c).toMatchObject({
      status: 'ACTIVE',
      aiDetectionConfidence: 60,
      recoveryProgress: 0,
      policeReportNumber: null,
    });
    expect(c.fraudulentAccounts.map((a) => a.key)).toEqual([account.key, inquiry.key]);
    expect(c.suspiciousPatterns.length).toBe(2);
    expect(c.recoverySteps.map((s) => s.kind)).toEqual([
      'FTC_REPORT',
      'POLICE_REPORT',
      'FRAUD_ALERT',
      'FRAUD_ALERT',
      'FRAUD_ALERT',
      'BLOCK_LETTER',
      'BLOCK_LETTER',
    ]);
    expect(stepOf(c, 'FTC_REPORT').link?.url).toBe('https://www.identitytheft.gov/');
    expect(c.recoverySteps.filter((s) => s.kind === 'FRAUD_ALERT').map((s) => s.contact?.phone)).toEqual([
      '1-800-685-1111',
      '1-888-397-3742',
      '1-888-909-8872',
    ]);
    expect(stepOf(c, 'POLICE_REPORT').waitsFor).toBe('FTC_REPORT');
    // A second scan keeps the same case and steps.
    const again = (
      await call('POST', '/api/identity-theft-scan/generate', p.client, {})
    ).json() as IdentityTheftScan;
    expect(again.case?.id).toBe(c.id);
    expect(again.case?.recoverySteps.map((s) => s.id)).toEqual(c.recoverySteps.map((s) => s.id));
  });

  it('answers 400 naming each missing or bad field', async () => {
    const c = (await scanOf(p.client)).case as IdentityTheftCase;
    const noStep = await call('POST', `/api/identity-theft-cases/${c.id}/complete-step`, p.client, {});
    expect(noStep.statusCode).toBe(400);
    expect(fields(noStep.body)).toEqual(['stepId']);
    const noKey = await call('POST', '/api/identity-theft-signals', p.client, { kind: 'ACCOUNT' });
    expect(noKey.statusCode).toBe(400);
    expect(fields(noKey.body)).toContain('itemKey');
    const noText = await call('POST', '/api/identity-theft-signals', p.client, {
      kind: 'ADDRESS',
      text: '  ',
    });
    expect(fields(noText.body)).toEqual(['text']);
    const noKind = await call('POST', '/api/identity-theft-signals', p.client, { text: 'x' });
    expect(noKind.statusCode).toBe(400);
    expect(fields(noKind.body)).toContain('kind');
    const unknown = await call('POST', '/api/identity-theft-signals', p.client, {
      kind: 'ACCOUNT',
      itemKey: 'file-account:nope',
    });
    expect(fields(unknown.body)).toEqual(['itemKey']);
    expect(
      (await call('POST', '/api/identity-theft-scan/generate', p.client, { userId: 'me' })).statusCode,
    ).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/identity-theft-cases/{caseId}/complete-step on %s', (kind) => {
  const { t, p, call, scanOf, stepOf } = setup(kind);

  it('completes each step once, the FTC report before the police report and the §605B letters', async () => {
    const c = (await scanOf(p.client)).case as IdentityTheftCase;
    const url = `/api/identity-theft-cases/${c.id}/complete-step`;
    const police = stepOf(c, 'POLICE_REPORT');
    const block = stepOf(c, 'BLOCK_LETTER');
    expect(
      (await call('POST', url, p.client, { stepId: police.id, policeReportNumber: 'R-1' })).statusCode,
    ).toBe(409);
    expect((await call('POST', url, p.client, { stepId: block.id })).statusCode).toBe(409);

    const ftc = await call('POST', url, p.client, { stepId: stepOf(c, 'FTC_REPORT').id });
    expect(ftc.statusCode).toBe(200);
    expect(stepOf(ftc.json(), 'FTC_REPORT').completed).toBe(true);
    expect((ftc.json() as IdentityTheftCase).recoveryProgress).toBe(14);
    expect((await call('POST', url, p.client, { stepId: stepOf(c, 'FTC_REPORT').id })).statusCode).toBe(409);

    const noNumber = await call('POST', url, p.client, { stepId: police.id });
    expect(noNumber.statusCode).toBe(400);
    expect(fields(noNumber.body)).toEqual(['policeReportNumber']);
    const filed = await call('POST', url, p.client, {
      stepId: police.id,
      policeReportNumber: ' 2026-004512 ',
    });
    expect(filed.statusCode).toBe(200);
    expect((filed.json() as IdentityTheftCase).policeReportNumber).toBe('2026-004512');

    const letters = await call('POST', url, p.client, { stepId: block.id });
    expect(letters.statusCode).toBe(200);
    const written = stepOf(letters.json(), 'BLOCK_LETTER');
    const item = c.fraudulentAccounts.find((a) => a.key === block.itemKey);
    expect(written.letters.map((l) => l.bureau)).toEqual(item?.bureaus);
    expect(written.letters[0]?.letter).toMatch(/605B/);
    expect(written.letters[0]?.letter).toContain(item?.creditor);
  });

  it('lets only the owner (and an admin, reading) reach a case; others get 404, nobody signed out gets in', async () => {
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/identity-theft-scan/${p.client.userId}` },
      { owner: p.client, other: p.other, admin: p.admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'POST', url: '/api/identity-theft-scan/generate', payload: { userId: p.client.userId } },
      { owner: p.client, other: p.other, admin: p.admin },
    );
    const c = (await scanOf(p.client)).case as IdentityTheftCase;
    const alert = stepOf(c, 'FRAUD_ALERT');
    await expectOwnerOnly(
      t.app,
      {
        method: 'POST',
        url: `/api/identity-theft-cases/${c.id}/complete-step`,
        payload: { stepId: alert.id },
      },
      { owner: p.client, other: p.other },
    );
    // Completing a step is the consumer's act: an admin reads the case but cannot complete it.
    const next = stepOf((await scanOf(p.client)).case as IdentityTheftCase, 'BLOCK_LETTER');
    const byAdmin = await call('POST', `/api/identity-theft-cases/${c.id}/complete-step`, p.admin, {
      stepId: next.id,
    });
    expect(byAdmin.statusCode).toBe(404);
    // Someone else's step on one's own case id is not found either.
    await call('POST', '/api/identity-theft-signals', p.owner, {
      kind: 'ADDRESS',
      text: '12 Elm St, Reno NV',
    });
    const freshCase = (await call('POST', '/api/identity-theft-scan/generate', p.owner, {})).json()
      .case as IdentityTheftCase;
    const foreign = await call('POST', `/api/identity-theft-cases/${freshCase.id}/complete-step`, p.owner, {
      stepId: alert.id,
    });
    expect(foreign.statusCode).toBe(404);
    const signal = (await scanOf(p.owner)).signals[0];
    expect((await call('DELETE', `/api/identity-theft-signals/${signal?.id}`, p.other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/identity-theft-signals/${signal?.id}`, null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/identity-theft-signals', null, { kind: 'ADDRESS', text: 'x' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/identity-theft-scan', null)).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/identity-theft-signals/{id} on %s', (kind) => {
  const { p, call, scanOf } = setup(kind);

  it('opens a case from an unknown address alone and closes it once every signal is withdrawn', async () => {
    const scan = await scanOf(p.owner);
    expect(scan).toMatchObject({ hasCreditFile: false, fileItems: [] });
    expect(scan.case?.suspiciousPatterns[0]?.title).toBe('An address you do not recognise');
    expect(scan.case?.recoverySteps.map((s) => s.kind)).toEqual([
      'FTC_REPORT',
      'POLICE_REPORT',
      'FRAUD_ALERT',
      'FRAUD_ALERT',
      'FRAUD_ALERT',
    ]);
    const signal = scan.signals[0];
    const removed = await call('DELETE', `/api/identity-theft-signals/${signal?.id}`, p.owner);
    expect(removed.statusCode).toBe(200);
    const after = (
      await call('POST', '/api/identity-theft-scan/generate', p.owner, {})
    ).json() as IdentityTheftScan;
    expect(after.case).toBeNull();
    expect((await call('GET', '/api/identity-theft-scan', p.owner)).json().case).toBeNull();
  });
});

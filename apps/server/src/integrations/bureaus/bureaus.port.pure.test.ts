import { bureauCodes } from '@app/contracts/bureaus';
import { accountPaymentStatuses } from '@app/contracts/credit-monitoring.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BureauPort, CreditFile } from './bureaus.port';
import { createExperianBureaus } from './experian.adapter';
import {
  contractNow,
  contractPerson,
  type FakeExperianServer,
  fakeExperianClientId,
  fakeExperianClientSecret,
  fakeSubscriberCode,
  startFakeExperianServer,
} from './fake-experian-server.fixture';
import { createSandboxBureaus } from './sandbox.adapter';

let fake: FakeExperianServer;
beforeAll(async () => {
  fake = await startFakeExperianServer();
});
afterAll(async () => {
  await fake.close();
});

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** What every adapter promises about any file: the port's shape, with scores on the scale. */
function expectWellFormed(file: CreditFile) {
  expect(file.reportDate).toMatch(isoDay);
  const scores = Object.entries(file.scores);
  expect(scores.length).toBeGreaterThan(0);
  for (const [bureau, score] of scores) {
    expect(bureauCodes).toContain(bureau);
    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(850);
  }
  expect(file.accounts.length).toBeGreaterThan(0);
  for (const a of file.accounts) {
    expect(accountPaymentStatuses).toContain(a.paymentStatus);
    expect(a.paymentHistory.length).toBeLessThanOrEqual(24);
    for (const h of a.paymentHistory) expect(['OK', '30', '60', '90', 'CO', 'CL']).toContain(h);
    expect(a.openedOn).toMatch(isoDay);
    expect(a.balanceCents).toBeGreaterThanOrEqual(0);
    expect(a.accountNumberLast4 ?? '1234').toMatch(/^\d{4}$/);
    expect(a.bureaus.length).toBeGreaterThan(0);
  }
  for (const i of file.inquiries) {
    expect(i.inquiryDate).toMatch(isoDay);
    expect(['HARD', 'SOFT']).toContain(i.inquiryType);
  }
  for (const r of file.publicRecords) expect(r.filedDate).toMatch(isoDay);
  const ids = [...file.accounts, ...file.inquiries, ...file.publicRecords].map((x) => x.id);
  expect(new Set(ids).size).toBe(ids.length);
}

const negatives = (file: CreditFile) =>
  file.accounts.filter(
    (a) => a.paymentStatus !== 'Current' || a.paymentHistory.some((h) => ['30', '60', '90'].includes(h)),
  );

describe.each([
  { name: 'sandbox', source: 'sandbox', make: (): BureauPort => createSandboxBureaus() },
  {
    name: 'experian (fake Experian on loopback)',
    source: 'experian',
    make: (): BureauPort =>
      createExperianBureaus({
        baseUrl: fake.baseUrl,
        clientId: fakeExperianClientId,
        clientSecret: fakeExperianClientSecret,
        subscriberCode: fakeSubscriberCode,
        timeoutMs: 5_000,
      }),
  },
])('bureau port contract: $name', ({ source, make }) => {
  it('names its source', () => {
    expect(make().source).toBe(source);
  });

  it('pulls a well-formed file with scores, accounts, payment history and inquiries', async () => {
    const file = await make().pullCreditFile(contractPerson, contractNow);
    expectWellFormed(file);
    expect(file.reportDate).toBe('2026-03-12');
    expect(file.inquiries.length).toBeGreaterThan(0);
    expect(negatives(file).length).toBeGreaterThan(0);
  });

  it('gives the same person the same file', async () => {
    const port = make();
    const first = await port.pullCreditFile(contractPerson, contractNow);
    const again = await port.pullCreditFile({ ...contractPerson, firstName: 'DANA' }, contractNow);
    expect(again).toEqual(first);
  });

  it('syncs an Experian monitoring connection to the file of its person', async () => {
    const port = make();
    const synced = await port.syncMonitoring(
      { provider: 'EXPERIAN', accountEmail: 'dana@example.com', password: null, identity: contractPerson },
      contractNow,
    );
    expect(synced).toEqual(await port.pullCreditFile(contractPerson, contractNow));
  });

  it('refuses a person the bureau does not know, or reports a file for them', async () => {
    const stranger = { ...contractPerson, ssn: '219099999' };
    const outcome = await make()
      .pullCreditFile(stranger, contractNow)
      .then(
        (file) => ({ file }),
        (error: Error) => ({ error }),
      );
    if ('error' in outcome) expect(outcome.error.name).toBe('BureauProviderError');
    else expectWellFormed(outcome.file);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BureauProviderError } from './bureaus.port';
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
import { selectBureaus } from './select-bureaus';

let fake: FakeExperianServer;
beforeAll(async () => {
  fake = await startFakeExperianServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = 'answer';
  fake.tokenRequests = [];
  fake.reportRequests = [];
});

const experian = (over: { clientSecret?: string; timeoutMs?: number } = {}) =>
  createExperianBureaus({
    baseUrl: fake.baseUrl,
    clientId: fakeExperianClientId,
    clientSecret: over.clientSecret ?? fakeExperianClientSecret,
    subscriberCode: fakeSubscriberCode,
    timeoutMs: over.timeoutMs ?? 5_000,
  });

describe('Experian adapter', () => {
  it('reads Experian codes: statuses, late marks, collections, soft inquiries, judgments', async () => {
    const file = await experian().pullCreditFile(contractPerson, contractNow);
    expect(file.scores).toEqual({ EXPERIAN: 641 });
    const [card, auto, collection] = file.accounts;
    expect(card).toMatchObject({
      accountType: 'Credit Card',
      revolving: true,
      balanceCents: 184_000,
      creditLimitCents: 500_000,
      accountNumberLast4: '4421',
      paymentStatus: 'Current',
    });
    expect(auto?.paymentHistory[5]).toBe('30');
    expect(collection).toMatchObject({
      accountType: 'Collection',
      paymentStatus: 'Collection',
      delinquentSince: '2023-02-01',
    });
    expect(file.inquiries.map((i) => i.inquiryType)).toEqual(['HARD', 'SOFT']);
    expect(file.publicRecords[0]).toMatchObject({
      recordType: 'Civil Judgment',
      status: 'Satisfied',
      amountCents: 230_000,
      filedDate: '2022-05-11',
    });
  });

  it('sends the identity, the subscriber code and the written-instruction purpose', async () => {
    await experian().pullCreditFile(contractPerson, contractNow);
    const [sent] = fake.reportRequests;
    expect(sent?.body).toMatchObject({
      consumerPii: { primaryApplicant: { ssn: { ssn: contractPerson.ssn }, dob: { dob: '07141986' } } },
      requestor: { subscriberCode: fakeSubscriberCode },
      permissiblePurpose: { type: '0F' },
    });
  });

  it('asks for one token and reuses it across pulls, even concurrent ones', async () => {
    const port = experian();
    await Promise.all([
      port.pullCreditFile(contractPerson, contractNow),
      port.pullCreditFile(contractPerson, contractNow),
    ]);
    await port.pullCreditFile(contractPerson, contractNow);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]?.body).toBe('grant_type=client_credentials');
    expect(fake.reportRequests).toHaveLength(3);
  });

  it('gets a fresh token once when Experian revokes the cached one', async () => {
    const port = experian();
    await port.pullCreditFile(contractPerson, contractNow);
    fake.revokeTokens();
    await port.pullCreditFile(contractPerson, contractNow);
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('turns refusals, errors and silence into a BureauProviderError that names Experian', async () => {
    await expect(
      experian({ clientSecret: 'wrong' }).pullCreditFile(contractPerson, contractNow),
    ).rejects.toThrow(/Experian refused the client credentials \(HTTP 401: Client authentication failed\)/);
    fake.behaviour = 'report-500';
    await expect(experian().pullCreditFile(contractPerson, contractNow)).rejects.toThrow(
      'Experian answered HTTP 500: Internal error, please retry',
    );
    fake.behaviour = 'report-always-401';
    await expect(experian().pullCreditFile(contractPerson, contractNow)).rejects.toThrow(
      /Experian answered HTTP 401/,
    );
    fake.behaviour = 'report-hang';
    const started = Date.now();
    await expect(experian({ timeoutMs: 300 }).pullCreditFile(contractPerson, contractNow)).rejects.toThrow(
      new BureauProviderError('Experian did not answer within 300 ms'),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    fake.behaviour = 'token-hang';
    await expect(experian({ timeoutMs: 300 }).pullCreditFile(contractPerson, contractNow)).rejects.toThrow(
      /within 300 ms/,
    );
  });

  it('does not pretend to sync other monitoring services', async () => {
    await expect(
      experian().syncMonitoring({
        provider: 'IDENTITY_IQ',
        accountEmail: 'a@example.com',
        password: 'x',
        identity: null,
      }),
    ).rejects.toThrow(/IdentityIQ cannot be synced through Experian/);
  });

  it('is chosen by BUREAU_PROVIDER, and refuses to start without its credentials', () => {
    expect(selectBureaus({}).source).toBe('sandbox');
    expect(() => selectBureaus({ BUREAU_PROVIDER: 'experian', EXPERIAN_CLIENT_ID: 'id' })).toThrow(
      /EXPERIAN_CLIENT_SECRET, EXPERIAN_SUBSCRIBER_CODE/,
    );
    expect(
      selectBureaus({
        BUREAU_PROVIDER: 'experian',
        EXPERIAN_CLIENT_ID: 'id',
        EXPERIAN_CLIENT_SECRET: 's',
        EXPERIAN_SUBSCRIBER_CODE: 'c',
      }).source,
    ).toBe('experian');
  });
});

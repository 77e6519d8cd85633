import { describe, expect, it } from 'vitest';
import { BureauProviderError, type CreditFile } from './bureaus.port';
import { contractNow, contractPerson } from './fake-experian-server.fixture';
import { createSandboxBureaus, sandboxRefusedPassword } from './sandbox.adapter';

const day = 86_400_000;
const after = (days: number) => new Date(contractNow.getTime() + days * day);
const ids = (file: CreditFile) => new Set(file.accounts.map((a) => a.id));

describe('sandbox bureau', () => {
  const sandbox = createSandboxBureaus();

  it('lets the file change over time: an item is deleted, balances drop, inquiries appear', async () => {
    const start = await sandbox.pullCreditFile(contractPerson, contractNow);
    let deletedBy: number | null = null;
    let newInquiryBy: number | null = null;
    for (let d = 1; d <= 240 && (deletedBy === null || newInquiryBy === null); d++) {
      const later = await sandbox.pullCreditFile(contractPerson, after(d));
      if (deletedBy === null && [...ids(start)].some((id) => !ids(later).has(id))) deletedBy = d;
      if (newInquiryBy === null && later.inquiries.some((i) => !start.inquiries.find((s) => s.id === i.id)))
        newInquiryBy = d;
    }
    expect(deletedBy).not.toBeNull();
    expect(newInquiryBy).not.toBeNull();
    const loan = start.accounts.find((a) => a.id === 'loan-0');
    const loanLater = (await sandbox.pullCreditFile(contractPerson, after(30))).accounts.find(
      (a) => a.id === 'loan-0',
    );
    expect(loanLater?.balanceCents).toBeLessThan(loan?.balanceCents ?? 0);
  });

  it('gives a monitoring account by email its own file, the same each time', async () => {
    const login = {
      provider: 'IDENTITY_IQ' as const,
      accountEmail: 'Sam@Example.com',
      password: 'pw',
      identity: null,
    };
    const a = await sandbox.syncMonitoring(login, contractNow);
    const b = await sandbox.syncMonitoring({ ...login, accountEmail: 'sam@example.com' }, contractNow);
    expect(a).toEqual(b);
    expect(a).not.toEqual(await sandbox.pullCreditFile(contractPerson, contractNow));
  });

  it('refuses the one password it is told to refuse, naming the provider', async () => {
    await expect(
      sandbox.syncMonitoring(
        {
          provider: 'SMART_CREDIT',
          accountEmail: 'x@example.com',
          password: sandboxRefusedPassword,
          identity: null,
        },
        contractNow,
      ),
    ).rejects.toThrow(new BureauProviderError('SmartCredit refused the sign-in for x@example.com'));
  });
});

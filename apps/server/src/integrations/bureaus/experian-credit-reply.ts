import type { AccountPaymentStatus } from '@app/contracts/credit-monitoring.contract';
import { clampScore } from '@app/contracts/score';
import { z } from 'zod';
import { BureauProviderError, type CreditFile, type FileAccount } from './bureaus.port';

/**
 * Experian's Credit Profile reply (consumerservices/credit-profile/v2): codes and packed strings,
 * turned into the port's file. Only Experian reports here, so every item names Experian alone.
 */

const accountTypes: Record<string, { name: string; revolving: boolean }> = {
  '00': { name: 'Auto Loan', revolving: false },
  '01': { name: 'Unsecured Loan', revolving: false },
  '07': { name: 'Charge Account', revolving: true },
  '12': { name: 'Student Loan', revolving: false },
  '18': { name: 'Credit Card', revolving: true },
  '26': { name: 'Mortgage', revolving: false },
  '48': { name: 'Collection', revolving: false },
};

const statuses: Record<string, AccountPaymentStatus> = {
  '05': 'Current',
  '11': 'Current',
  '12': 'Current',
  '71': '30 Days Late',
  '78': '60 Days Late',
  '80': '90 Days Late',
  '93': 'Collection',
  '95': 'Repossession',
  '97': 'Charge-off',
};

const historyCodes: Record<string, string> = {
  C: 'OK',
  '0': 'OK',
  '1': '30',
  '2': '60',
  '3': '90',
  G: 'CL',
  L: 'CO',
};

const publicRecordStatuses: Record<string, { recordType: string; status: string; bankruptcy: boolean }> = {
  '13': { recordType: 'Chapter 7 Bankruptcy', status: 'Discharged', bankruptcy: true },
  '15': { recordType: 'Chapter 13 Bankruptcy', status: 'Discharged', bankruptcy: true },
  '16': { recordType: 'Chapter 13 Bankruptcy', status: 'Filed', bankruptcy: true },
  '22': { recordType: 'Civil Judgment', status: 'Satisfied', bankruptcy: false },
  '23': { recordType: 'Civil Judgment', status: 'Unsatisfied', bankruptcy: false },
  '33': { recordType: 'Tax Lien', status: 'Released', bankruptcy: false },
};

/** MMDDYYYY as Experian writes dates. */
const experianDate = z.string().regex(/^\d{8}$/);
const dollars = z.string().regex(/^\d{1,12}$/);

const reply = z.object({
  creditProfile: z
    .array(
      z.object({
        riskModel: z
          .array(z.object({ modelIndicator: z.string(), score: z.string().regex(/^\d{1,4}$/) }))
          .default([]),
        tradeline: z
          .array(
            z.object({
              subscriberName: z.string().min(1),
              accountType: z.string(),
              accountNumber: z.string().optional(),
              balanceAmount: dollars.optional(),
              amount1: dollars.optional(),
              status: z.string(),
              paymentHistory: z.string().optional(),
              openDate: experianDate,
              delinquencyDate: experianDate.optional(),
            }),
          )
          .default([]),
        inquiry: z
          .array(
            z.object({ subscriberName: z.string().min(1), date: experianDate, type: z.string().optional() }),
          )
          .default([]),
        publicRecord: z
          .array(
            z.object({
              courtName: z.string().optional(),
              filingDate: experianDate,
              status: z.string(),
              amount: dollars.optional(),
              referenceNumber: z.string().optional(),
            }),
          )
          .default([]),
      }),
    )
    .min(1),
});

const isoOf = (mmddyyyy: string) => `${mmddyyyy.slice(4)}-${mmddyyyy.slice(0, 2)}-${mmddyyyy.slice(2, 4)}`;
const cents = (d: string | undefined) => (d === undefined ? null : Number(d) * 100);

export function creditFileFromExperian(body: unknown, reportDate: string): CreditFile {
  const parsed = reply.safeParse(body);
  if (!parsed.success)
    throw new BureauProviderError('Experian answered with a credit profile this service cannot read');
  const profile = parsed.data.creditProfile[0] as z.infer<typeof reply>['creditProfile'][number];
  const model = profile.riskModel[0];
  const accounts: FileAccount[] = profile.tradeline.map((t) => {
    const type = accountTypes[t.accountType] ?? { name: 'Other', revolving: false };
    const paymentStatus = statuses[t.status] ?? 'Current';
    const history = [...(t.paymentHistory ?? '')].slice(0, 24).map((c) => historyCodes[c] ?? 'OK');
    const digits = t.accountNumber?.replace(/\D/g, '') ?? '';
    return {
      id: `${t.subscriberName}|${digits.slice(-4)}|${t.openDate}`,
      creditor: t.subscriberName,
      accountName: `${t.subscriberName} ${type.name}`,
      accountType: type.name,
      revolving: type.revolving,
      accountNumberLast4: digits ? digits.slice(-4) : null,
      balanceCents: cents(t.balanceAmount) ?? 0,
      creditLimitCents: type.revolving ? cents(t.amount1) : null,
      paymentStatus,
      paymentHistory: history,
      openedOn: isoOf(t.openDate),
      delinquentSince: t.delinquencyDate ? isoOf(t.delinquencyDate) : null,
      bureaus: ['EXPERIAN'],
    };
  });
  return {
    reportDate,
    scores: model ? { EXPERIAN: clampScore(Number(model.score)) } : {},
    accounts,
    inquiries: profile.inquiry.map((i) => ({
      id: `${i.subscriberName}|${i.date}`,
      creditor: i.subscriberName,
      // Experian lists soft inquiries only to the consumer; type 'S' marks them.
      inquiryType: i.type === 'S' ? 'SOFT' : 'HARD',
      inquiryDate: isoOf(i.date),
      bureaus: ['EXPERIAN'],
    })),
    publicRecords: profile.publicRecord.map((r) => {
      const known = publicRecordStatuses[r.status] ?? {
        recordType: 'Public Record',
        status: r.status,
        bankruptcy: false,
      };
      return {
        id: `${r.referenceNumber ?? r.courtName ?? 'record'}|${r.filingDate}`,
        recordType: known.recordType,
        bankruptcy: known.bankruptcy,
        filedDate: isoOf(r.filingDate),
        amountCents: cents(r.amount),
        status: known.status,
        bureaus: ['EXPERIAN'],
      };
    }),
  };
}

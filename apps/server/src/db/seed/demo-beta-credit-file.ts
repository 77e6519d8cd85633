import type { Bureau } from '@app/contracts/bureaus';
import type { CreditFile } from '../../integrations/bureaus/bureaus.port';
import type { DemoPerson } from './demo-monitoring';

const day = 86_400_000;
const all: Bureau[] = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'];

/** 24 months of history, newest first, all on time but for the given marks (month index → mark). */
const history = (marks: Record<number, string> = {}) =>
  Array.from({ length: 24 }, (_, m) => marks[m] ?? 'OK');

/**
 * The beta tester's fictional tri-bureau file, as pulled at `at`. It is the file their tracked
 * items came from (seeded in demo-credit.ts: same creditors, account endings, dates and bureaus),
 * plus the accounts in good standing a real file also has: two open cards, the auto loan, the
 * store card opened after the Synchrony inquiry. The Westlake Financial inquiry is the one they
 * marked as not theirs (demo-identity-theft.ts).
 */
function betaCreditFile(at: Date): CreditFile {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const daysAgo = (n: number) => iso(new Date(at.getTime() - n * day));
  const yearsAgo = (y: number) => daysAgo(Math.round(y * 365.25));
  return {
    reportDate: iso(at),
    scores: { EQUIFAX: 611, EXPERIAN: 618, TRANSUNION: 624 },
    accounts: [
      {
        id: 'discover-card',
        creditor: 'Discover Bank',
        accountName: 'Discover it Card',
        accountType: 'Credit Card',
        revolving: true,
        accountNumberLast4: '4417',
        balanceCents: 1_900_00,
        creditLimitCents: 3_000_00,
        paymentStatus: 'Current',
        paymentHistory: history({ 9: '60' }),
        openedOn: yearsAgo(6.2),
        delinquentSince: yearsAgo(0.8),
        bureaus: all,
      },
      {
        id: 'synchrony-store-card',
        creditor: 'Synchrony Bank',
        accountName: 'Synchrony Home Store Card',
        accountType: 'Credit Card',
        revolving: true,
        accountNumberLast4: '0632',
        balanceCents: 660_00,
        creditLimitCents: 1_000_00,
        paymentStatus: 'Current',
        paymentHistory: history(),
        openedOn: daysAgo(132),
        delinquentSince: null,
        bureaus: all,
      },
      {
        id: 'toyota-auto-loan',
        creditor: 'Toyota Motor Credit',
        accountName: 'Toyota Motor Credit Auto Loan',
        accountType: 'Auto Loan',
        revolving: false,
        accountNumberLast4: '9983',
        balanceCents: 9_412_00,
        creditLimitCents: null,
        paymentStatus: 'Current',
        paymentHistory: history({ 14: '30' }),
        openedOn: yearsAgo(3.4),
        delinquentSince: yearsAgo(1.2),
        bureaus: ['EQUIFAX', 'EXPERIAN'],
      },
      {
        id: 'capital-one-card',
        creditor: 'Capital One',
        accountName: 'Capital One Platinum Card',
        accountType: 'Credit Card',
        revolving: true,
        accountNumberLast4: '5521',
        balanceCents: 2_870_00,
        creditLimitCents: 2_500_00,
        paymentStatus: 'Charge-off',
        paymentHistory: Array(24).fill('CO'),
        openedOn: yearsAgo(6.8),
        delinquentSince: yearsAgo(3.1),
        bureaus: ['EXPERIAN', 'TRANSUNION'],
      },
      {
        id: 'credit-acceptance-auto-loan',
        creditor: 'Credit Acceptance Corp',
        accountName: 'Credit Acceptance Auto Loan',
        accountType: 'Auto Loan',
        revolving: false,
        accountNumberLast4: '5871',
        balanceCents: 6_123_00,
        creditLimitCents: null,
        paymentStatus: 'Repossession',
        paymentHistory: Array(24).fill('OK'),
        openedOn: yearsAgo(5.6),
        delinquentSince: yearsAgo(4.3),
        bureaus: ['EQUIFAX', 'TRANSUNION'],
      },
      {
        id: 'midland-collection',
        creditor: 'Midland Credit Management',
        accountName: 'Midland Credit Management (original creditor City Medical Center)',
        accountType: 'Collection',
        revolving: false,
        accountNumberLast4: '3377',
        balanceCents: 1_245_00,
        creditLimitCents: null,
        paymentStatus: 'Collection',
        paymentHistory: Array(24).fill('CL'),
        openedOn: yearsAgo(2.4),
        delinquentSince: yearsAgo(2.4),
        bureaus: all,
      },
    ],
    inquiries: [
      {
        id: 'synchrony-2',
        creditor: 'Synchrony Bank',
        inquiryType: 'HARD',
        inquiryDate: daysAgo(138),
        bureaus: ['EXPERIAN'],
      },
      {
        id: 'westlake-1',
        creditor: 'Westlake Financial',
        inquiryType: 'HARD',
        inquiryDate: daysAgo(258),
        bureaus: ['TRANSUNION'],
      },
      {
        id: 'capital-one-prequal',
        creditor: 'Capital One',
        inquiryType: 'SOFT',
        inquiryDate: daysAgo(40),
        bureaus: ['EQUIFAX'],
      },
    ],
    publicRecords: [],
  };
}

/** The beta tester as their bureau knows them (a fictional SSN in the never-issued 9xx range), with the file above. */
export const demoBetaTester: DemoPerson = {
  ssn: '918224607',
  dateOfBirth: '1991-09-03',
  file: betaCreditFile,
};

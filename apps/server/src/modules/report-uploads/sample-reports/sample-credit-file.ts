import type { Bureau } from '@app/contracts/bureaus';
import { type SampleNegative, type SampleRandom, seededRandom } from './sample-report-model';

type AccountKind = 'COLLECTION' | 'CHARGE_OFF' | 'LATE_PAYMENT' | 'REPOSSESSION' | 'FORECLOSURE';

/** One account of a generated credit file, with what each bureau shows (what a layout prints). */
export interface SampleAccount extends Omit<SampleNegative, 'type'> {
  /** null for an account in good standing. */
  type: AccountKind | null;
  originalCreditor: string | null;
  accountType: string;
  /** ISO days. */
  opened: string;
  dofd: string | null;
  /** 24 months, most recent first: 'OK', '30', '60', '90', '120', 'CO', 'COL', 'RPO', 'FC'. */
  history: string[];
}
interface SampleInquiry {
  creditor: string;
  date: string;
  bureaus: Bureau[];
}
/** Everything a generated report says about one fictional person; layouts print it their own way. */
export interface SampleCreditFile {
  bureaus: Bureau[];
  scores: Partial<Record<Bureau, number>>;
  scoreModel: string;
  negatives: SampleAccount[];
  good: SampleAccount[];
  inquiries: SampleInquiry[];
  softInquiries: SampleInquiry[];
  publicRecords: SamplePublicRecord[];
}
/** A court record as a report prints it: the court and its case number are what a dispute names. */
export interface SamplePublicRecord {
  recordType: string;
  filed: string;
  bureaus: Bureau[];
  court: string;
  caseNumber: string;
  amount: number | null;
  status: string;
}

// Invented names: none is a real lender or collector. Some carry digits or bureau-like words on purpose.
const lenders = [
  'NORTHWIND BANK',
  'BLUE HARBOR CREDIT UNION',
  'SUMMIT CARD SERVICES',
  'PINECREST AUTO FINANCE',
  'LAKESIDE MORTGAGE CO',
  'MAPLE RETAIL CARD',
  'IRONWOOD LENDING',
  'SILVER OAK FINANCIAL',
  'ROUTE 66 CREDIT UNION',
  'EXPERT AUTO CREDIT',
  'CEDARLINE BANK USA',
  'TRI-COUNTY FEDERAL CU',
] as const;
const collectors = [
  'ACME RECOVERY GROUP',
  'EVERGREEN COLLECTIONS',
  'GRANITE ASSET RECOVERY',
  'HARBORVIEW DEBT SERVICES',
  'MERIDIAN RECEIVABLES LLC',
  'OLD MILL PORTFOLIO SERVICES',
] as const;
const originals = [
  'SPRINGFIELD MEDICAL CENTER',
  'WESTFIELD TELECOM',
  'RIVERBEND POWER & LIGHT',
  'NORTHGATE APARTMENTS',
];
const inquirers = [
  'FALCON AUTO CREDIT',
  'RIVERSTONE LOANS',
  'BRIGHTPATH CARD',
  'COPPERLINE FINANCE',
  'MEADOW PERSONAL LOANS',
  'QUARRY HILL BANK',
] as const;

// Invented courts and case numbers: none is a real court's docket.
const courts = [
  'US Bankruptcy Court District of Springfield',
  'Shelbyville County Circuit Court',
  'Riverbend Municipal Court',
  'Lakeview County District Court',
] as const;
const recordKinds = [
  { kind: 'Chapter 7 Bankruptcy', court: 0, status: 'Discharged', amount: false },
  { kind: 'Chapter 13 Bankruptcy', court: 0, status: 'Dismissed', amount: false },
  { kind: 'Civil Judgment', court: 1, status: 'Satisfied', amount: true },
  { kind: 'Tax Lien', court: 3, status: 'Released', amount: true },
] as const;

/**
 * A public record drawn from its own random numbers (the seed of the file's), so adding court details
 * does not move any other generated report. `index` picks the kind: 0 is a Chapter 7 bankruptcy.
 */
function samplePublicRecord(
  seed: number,
  index: number,
  filed: string,
  bureaus: Bureau[],
): SamplePublicRecord {
  const r = seededRandom(seed * 31 + index * 977 + 7);
  const k = recordKinds[index % recordKinds.length] as (typeof recordKinds)[number];
  const year = filed.slice(2, 4);
  const caseNumber =
    k.court === 0
      ? `${year}-B-${String(r.int(1000, 99999)).padStart(5, '0')}`
      : r.pick([`CV-20${year}-${r.int(100000, 999999)}`, `20${year}-L-${r.int(1000, 9999)}`]);
  return {
    recordType: k.kind,
    filed,
    bureaus,
    court: k.court === 0 ? (courts[0] as string) : (r.pick(courts.slice(1)) as string),
    caseNumber,
    amount: k.amount ? r.int(800, 14000) : null,
    status: k.status,
  };
}

const allBureaus: Bureau[] = ['TRANSUNION', 'EXPERIAN', 'EQUIFAX'];
// Generated reports are dated; nothing depends on the machine's clock.
export const sampleReportDate = '2025-12-01';

const isoMonthsBefore = (months: number, day = 1) => {
  const d = new Date(`${sampleReportDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months, day);
  return d.toISOString().slice(0, 10);
};

function historyFor(type: SampleAccount['type'], daysLate: number, r: SampleRandom): string[] {
  const h = Array.from({ length: 24 }, () => 'OK');
  if (type === 'LATE_PAYMENT') {
    const at = r.int(2, 18);
    const steps = ['30', '60', '90', '120'].slice(0, daysLate / 30);
    steps.forEach((code, k) => {
      h[at - k] = code;
    });
  } else if (type === 'CHARGE_OFF')
    for (let i = 0; i < 8; i++) h[i] = i < 5 ? 'CO' : String(150 - (i - 4) * 30);
  else if (type === 'REPOSSESSION') for (let i = 0; i < 4; i++) h[i] = i === 0 ? 'RPO' : '90';
  else if (type === 'FORECLOSURE') for (let i = 0; i < 6; i++) h[i] = i === 0 ? 'FC' : '120';
  return h;
}

/**
 * A fictional person's three-bureau file. `partial` drops some accounts and inquiries from one or two
 * bureaus, and `missingBureau` leaves one bureau out of the report altogether.
 */
export function sampleCreditFile(
  r: SampleRandom,
  opts: { partial?: boolean; missingBureau?: boolean; courtRecords?: boolean } = {},
) {
  const left = r.pick(allBureaus);
  const bureaus = opts.missingBureau ? allBureaus.filter((b) => b !== left) : allBureaus;
  const someBureaus = () =>
    opts.partial && r.next() < 0.4 ? r.some(bureaus, r.int(1, bureaus.length - 1)) : bureaus;
  const names = r.some(lenders, 6);
  const agencies = r.some(collectors, 2);
  const account = (creditor: string, type: SampleAccount['type'], extra: Partial<SampleAccount> = {}) => {
    const daysLate = type === 'LATE_PAYMENT' ? r.pick([30, 60, 90, 120]) : 0;
    const delinquentFor = r.int(8, 24);
    // A collector's account is opened (placed) after the delinquency began; a lender's long before.
    const opened =
      type === 'COLLECTION' || extra.accountType === 'Collection'
        ? isoMonthsBefore(delinquentFor - r.int(2, 6), r.int(1, 28))
        : isoMonthsBefore(r.int(30, 110), r.int(1, 28));
    const a: SampleAccount = {
      creditor,
      type,
      balance: type === null ? r.int(0, 4000) : r.int(120, 6000),
      last4: String(r.int(1000, 9999)),
      bureaus: type === null ? bureaus : someBureaus(),
      daysLate,
      originalCreditor: null,
      accountType:
        type === 'REPOSSESSION'
          ? 'Auto Loan'
          : type === 'FORECLOSURE'
            ? 'Mortgage'
            : r.pick(['Credit Card', 'Revolving', 'Installment']),
      opened,
      // The delinquency starts after the account was opened (and, for a collection, before it was placed).
      dofd: type === null ? null : isoMonthsBefore(delinquentFor, 1),
      history: historyFor(type, daysLate, r),
      ...extra,
    };
    return a;
  };
  const negatives: SampleAccount[] = [
    account(agencies[0] as string, 'COLLECTION', {
      originalCreditor: r.pick(originals),
      accountType: 'Collection',
      history: [],
    }),
    account(names[0] as string, 'CHARGE_OFF'),
    account(names[1] as string, 'LATE_PAYMENT'),
  ];
  if (r.next() < 0.5)
    negatives.push(
      account(agencies[1] as string, 'COLLECTION', {
        originalCreditor: r.pick(originals),
        accountType: 'Collection',
        balance: r.int(80, 900),
        history: [],
      }),
    );
  // A mortgage lender forecloses where a car lender repossesses; decided by the name already drawn,
  // so the random stream (and every other generated report) stays as it was.
  const secured = names[5] as string;
  if (r.next() < 0.3)
    negatives.push(account(secured, /MORTGAGE/.test(secured) ? 'FORECLOSURE' : 'REPOSSESSION'));
  const good = [account(names[2] as string, null), account(names[3] as string, null)];
  const inquiryDate = () => isoMonthsBefore(r.int(1, 22), r.int(1, 28));
  const inquiries = r
    .some(inquirers, r.int(1, 3))
    .map((creditor) => ({ creditor, date: inquiryDate(), bureaus: someBureaus() }));
  const softInquiries = [{ creditor: names[4] as string, date: inquiryDate(), bureaus }];
  const scores: Partial<Record<Bureau, number>> = {};
  for (const b of bureaus) scores[b] = r.int(505, 735);
  // Drawn as before court details existed, so every other generated report stays the same.
  const recordSeed = scores[bureaus[0] as Bureau] ?? 1;
  const publicRecords =
    r.next() < 0.25 ? [samplePublicRecord(recordSeed, 0, isoMonthsBefore(r.int(30, 90), 12), bureaus)] : [];
  // Layouts that print court records get one in most reports, of any kind, besides the bankruptcy.
  if (opts.courtRecords && (publicRecords.length === 0 || recordSeed % 2 === 0)) {
    const kind = 1 + (recordSeed % 3);
    publicRecords.push(
      samplePublicRecord(recordSeed, kind, isoMonthsBefore(12 + (recordSeed % 40), 3), bureaus),
    );
  }
  const file: SampleCreditFile = {
    bureaus,
    scores,
    scoreModel: r.pick(['VantageScore 3.0', 'FICO Score 8', 'FICO® Score 8', 'VantageScore® 4.0']),
    negatives,
    good,
    inquiries,
    softInquiries,
    publicRecords,
  };
  return file;
}

/** What a correct reading of the file finds (the bench and the tests compare against it). */
export function expectedOf(file: SampleCreditFile, opts: { scores?: boolean; courts?: boolean } = {}) {
  return {
    scores: opts.scores === false ? {} : file.scores,
    score: null,
    negatives: file.negatives.map((n) => ({ ...n, type: n.type as SampleNegative['type'] })),
    goodAccounts: file.good.map((g) => g.creditor),
    inquiries: file.inquiries.map((i) => i.creditor),
    publicRecords: file.publicRecords.map((p) => p.recordType),
    // Only layouts that print court records are scored on them (the older ones print some or none).
    records: opts.courts
      ? file.publicRecords.map((p) => ({
          type: /bankruptcy/i.test(p.recordType) ? 'BANKRUPTCY' : 'PUBLIC_RECORD',
          creditor: p.court,
          caseNumber: p.caseNumber,
        }))
      : undefined,
  };
}

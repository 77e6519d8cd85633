import type { Bureau } from '@app/contracts/bureaus';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';

/** A row of a generated report: cells that start at the given x positions (points). */
export interface SampleRow {
  cells: string[];
  tabs?: number[];
  /** Column widths (points): a cell wider than its column wraps onto more lines, as in a narrow table. */
  widths?: number[];
  /** Where the shorter cells of a wrapped row sit: 'middle' as HTML tables print, 'top' as text does. */
  align?: 'top' | 'middle';
  /** The row starts a new page (a table broken across pages). */
  pageBreak?: boolean;
}
/** Lines a printed report repeats on every page: they are noise the parser must not read as items. */
export interface SamplePrint {
  header?: string;
  footer?: (page: number, pages: number) => string;
}
export interface SampleNegative {
  creditor: string;
  type: CreditIssueType;
  balance: number;
  last4: string;
  bureaus: Bureau[];
  daysLate: number;
}
/** A fictional report the tests make, and what a correct parse of it finds. */
export interface SampleReport {
  name: string;
  rows: SampleRow[];
  print?: SamplePrint;
  expected: {
    scores: Partial<Record<Bureau, number>>;
    score: number | null;
    negatives: SampleNegative[];
    goodAccounts: string[];
    inquiries: string[];
    publicRecords: string[];
    /** Public records as dispute items: named by their court (or their kind when no court is printed). */
    records?: { type: string; creditor: string; caseNumber: string | null }[];
  };
}

/** Small deterministic random numbers, so a failing sample can be made again from its seed. */
export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    /** n distinct items. */
    some<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length)
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      return out;
    },
  };
}
export type SampleRandom = ReturnType<typeof seededRandom>;

// Invented names: none is a real lender or collector.
const sampleLenders = [
  'NORTHWIND BANK',
  'BLUE HARBOR CREDIT UNION',
  'SUMMIT CARD SERVICES',
  'PINECREST AUTO FINANCE',
  'LAKESIDE MORTGAGE CO',
  'MAPLE RETAIL CARD',
  'IRONWOOD LENDING',
  'SILVER OAK FINANCIAL',
] as const;
const sampleCollectors = [
  'ACME RECOVERY GROUP',
  'EVERGREEN COLLECTIONS',
  'GRANITE ASSET RECOVERY',
  'HARBORVIEW DEBT SERVICES',
] as const;
const sampleInquirers = [
  'FALCON AUTO CREDIT',
  'RIVERSTONE LOANS',
  'BRIGHTPATH CARD',
  'COPPERLINE FINANCE',
  'MEADOW PERSONAL LOANS',
] as const;

export const money = (n: number) => `$${n.toLocaleString('en-US')}`;
export const usDate = (r: SampleRandom) =>
  `${String(r.int(1, 12)).padStart(2, '0')}/${String(r.int(1, 28)).padStart(2, '0')}/${r.int(2023, 2025)}`;

/** Picks a known set of negatives, good accounts and inquiries for one fictional person. */
export function samplePersona(r: SampleRandom, bureaus: Bureau[]) {
  const lenders = r.some(sampleLenders, 5);
  const collectors = r.some(sampleCollectors, 2);
  const negatives: SampleNegative[] = [
    {
      creditor: collectors[0] as string,
      type: 'COLLECTION',
      balance: r.int(150, 3000),
      last4: String(r.int(1000, 9999)),
      bureaus,
      daysLate: 0,
    },
    {
      creditor: lenders[0] as string,
      type: 'CHARGE_OFF',
      balance: r.int(500, 6000),
      last4: String(r.int(1000, 9999)),
      bureaus,
      daysLate: 0,
    },
    {
      creditor: lenders[1] as string,
      type: 'LATE_PAYMENT',
      balance: r.int(100, 9000),
      last4: String(r.int(1000, 9999)),
      bureaus,
      daysLate: r.pick([30, 60, 90]),
    },
  ];
  if (r.next() < 0.5) {
    negatives.push({
      creditor: collectors[1] as string,
      type: 'COLLECTION',
      balance: r.int(80, 900),
      last4: String(r.int(1000, 9999)),
      bureaus,
      daysLate: 0,
    });
  }
  const good = lenders
    .slice(2, 4)
    .map((creditor) => ({ creditor, balance: r.int(0, 4000), last4: String(r.int(1000, 9999)) }));
  const inquiries = r.some(sampleInquirers, r.int(1, 3)).map((creditor) => ({ creditor, date: usDate(r) }));
  const softInquiry = { creditor: lenders[4] as string, date: usDate(r) };
  return { negatives, good, inquiries, softInquiry };
}

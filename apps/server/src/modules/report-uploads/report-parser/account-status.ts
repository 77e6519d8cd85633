import type { CreditIssueType } from '@app/contracts/credit-issues.contract';

/** What a status, remark or payment-history code says about an account. */
type StatusWord =
  | 'collection'
  | 'charge-off'
  | 'late'
  | 'repossession'
  | 'foreclosure'
  | 'bankruptcy'
  | 'judgment'
  | 'settled'
  | 'paid'
  | 'closed'
  | 'current'
  | 'disputed';

export interface AccountStatus {
  words: Set<StatusWord>;
  /** Worst lateness named (days), 0 if none. */
  daysLate: number;
}

const wordPatterns: [StatusWord, RegExp][] = [
  ['collection', /\bcollections?\b|placed for collection|debt buyer|factoring company|\bCOL\b/i],
  [
    'charge-off',
    /charge[\s_-]?offs?\b|charged[\s_-]?off|chargeoff|profit (?:and|&) loss|written[\s-]off|write[\s-]?off|\bP\s?&\s?L\b/i,
  ],
  ['repossession', /repossess|\brepo\b|\bRPO\b/i],
  ['foreclosure', /foreclos/i],
  ['bankruptcy', /bankrupt|chapter\s?(?:7|11|12|13)\b/i],
  ['judgment', /\bjudge?ments?\b/i],
  ['settled', /\bsettle(?:d|ment)\b/i],
  ['paid', /\bpaid(?! (?:or paying )?as agreed)\b|paid in full|\bpif\b/i],
  ['closed', /\bclosed\b/i],
  [
    'current',
    /\bcurrent\b|pays? as agreed|paid (?:or paying )?as agreed|paying as agreed|never late|in good standing|\bok\b|^open$|\bopen\s*[-/;,]\s*never late/i,
  ],
  ['disputed', /disput/i],
];
// "30 days late", "60 days past due", "Late 90", "90-119 days past due", "LATE_30", "past due 60 days"
const lateRes = [
  /\b(\d{2,3})\s*\+?\s*(?:-\s*\d{2,3}\s*)?[\s-]*days?\s*(?:late|past\s*due|delinquent|overdue)/gi,
  /\blate[\s_:-]*(\d{2,3})\b/gi,
  /\bpast\s*due\s*(\d{2,3})\s*days?\b/gi,
  /\b(\d{2,3})\s*day\s*late/gi,
];
const neverLate = /never (?:been )?late|no late payments|not late|\b0 days late/i;

/** Classifies a status text ("Collection/Chargeoff", "Current; was 60 days past due", "Charged off - settled"). */
export function statusOf(text: string): AccountStatus {
  const words = new Set<StatusWord>();
  for (const [word, re] of wordPatterns) if (re.test(text)) words.add(word);
  let daysLate = 0;
  if (!neverLate.test(text)) {
    for (const re of lateRes) {
      for (const m of text.matchAll(re)) {
        const n = Number(m[1]);
        if ([30, 60, 90, 120, 150, 180].includes(n)) daysLate = Math.max(daysLate, n);
      }
    }
  }
  if (daysLate) words.add('late');
  return { words, daysLate };
}

/** One month of a payment-history grid. */
export interface HistoryMonth {
  /** 'YYYY-MM' when the grid names its months; otherwise null (only the order is known). */
  month: string | null;
  code: string;
  daysLate: number;
  /** Paid as agreed that month. */
  current: boolean;
  derogatory: StatusWord | null;
}

const codeMeaning: Record<string, Partial<HistoryMonth>> = {
  OK: { current: true },
  C: { current: true },
  '0': { current: true },
  '✓': { current: true },
  '*': { current: true },
  '1': { daysLate: 30 },
  '2': { daysLate: 60 },
  '3': { daysLate: 90 },
  '4': { daysLate: 120 },
  '5': { daysLate: 150 },
  '6': { daysLate: 180 },
  '30': { daysLate: 30 },
  '60': { daysLate: 60 },
  '90': { daysLate: 90 },
  '120': { daysLate: 120 },
  '150': { daysLate: 150 },
  '180': { daysLate: 180 },
  CO: { derogatory: 'charge-off' },
  '9': { derogatory: 'charge-off' },
  COL: { derogatory: 'collection' },
  RPO: { derogatory: 'repossession' },
  FC: { derogatory: 'foreclosure' },
  BK: { derogatory: 'bankruptcy' },
};

/** One history code ("OK", "30", "CO", "1") read; null when it is not a code (a blank, "-", "ND"). */
export function historyCode(code: string, month: string | null = null): HistoryMonth | null {
  const meaning = codeMeaning[code.trim().toUpperCase()];
  if (!meaning) return null;
  return { month, code: code.trim(), daysLate: 0, current: false, derogatory: null, ...meaning };
}

/** A compact 24-month string ("5555554321CCCC...", most recent first) or a row of codes ("OK OK 30 OK"). */
export function historyOf(text: string): HistoryMonth[] {
  const compact = text.replace(/\s+/g, '');
  const tokens =
    /^[C0-9X\-N*?]{6,}$/i.test(compact) && !/\b(?:30|60|90|120|150|180)\b/.test(text)
      ? [...compact]
      : text.split(/[\s,|]+/).filter(Boolean);
  return tokens.map(
    (t) => historyCode(t) ?? { month: null, code: t, daysLate: 0, current: false, derogatory: null },
  );
}

/**
 * The most recent month a payment was late, as that month's first day ("2024-08-01"), when the
 * grid names its months: a late payment is dated by the late, not by when the account was opened.
 */
export function latestLateMonth(history: HistoryMonth[]): string | null {
  const late = history.flatMap((h) => (h.daysLate > 0 && h.month ? [h.month] : [])).sort();
  return late.length ? `${late.at(-1)}-01` : null;
}

/** Worst lateness in a history. */
export const worstLate = (history: HistoryMonth[]) => Math.max(0, ...history.map((h) => h.daysLate));

const kindRank: CreditIssueType[] = [
  'LATE_PAYMENT',
  'CHARGE_OFF',
  'COLLECTION',
  'REPOSSESSION',
  'FORECLOSURE',
  'BANKRUPTCY',
];
/** Which is worse for the consumer (the item is listed as the worst any bureau shows). */
export const rankOfKind = (k: CreditIssueType | null) => (k ? kindRank.indexOf(k) + 1 : 0);

/**
 * The kind of negative item an account is, from everything its bureau says; null when it is in good
 * standing. A foreclosure is its own kind (a home, not a car: other rules and letters), and an
 * account included in a bankruptcy is a bankruptcy item.
 */
export function negativeKindOf(status: AccountStatus, history: HistoryMonth[] = []): CreditIssueType | null {
  const w = status.words;
  if (w.has('foreclosure')) return 'FORECLOSURE';
  if (w.has('repossession')) return 'REPOSSESSION';
  if (w.has('collection')) return 'COLLECTION';
  if (w.has('charge-off')) return 'CHARGE_OFF';
  if (w.has('bankruptcy')) return 'BANKRUPTCY';
  if (w.has('judgment')) return 'PUBLIC_RECORD';
  const fromHistory = history.find((h) => h.derogatory)?.derogatory;
  if (fromHistory === 'charge-off') return 'CHARGE_OFF';
  if (fromHistory === 'collection') return 'COLLECTION';
  if (fromHistory === 'foreclosure') return 'FORECLOSURE';
  if (fromHistory === 'repossession') return 'REPOSSESSION';
  if (status.daysLate > 0 || worstLate(history) > 0) return 'LATE_PAYMENT';
  return null;
}

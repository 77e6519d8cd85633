import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';

/** Words that say what a creditor is, not who: "Capital One Bank USA, N.A." is "CAPITAL ONE". */
const creditorFiller = new Set([
  'BANK',
  'BK',
  'USA',
  'US',
  'NA',
  'N',
  'A',
  'NATIONAL',
  'ASSOCIATION',
  'ASSN',
  'INC',
  'LLC',
  'LP',
  'LTD',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'THE',
  'OF',
  'AND',
  'FINANCIAL',
  'FINANCE',
  'FIN',
  'SERVICES',
  'SERVICE',
  'SVCS',
  'SVC',
  'CARD',
  'CARDS',
  'CREDIT',
  'GROUP',
  'HOLDINGS',
  'MANAGEMENT',
  'MGMT',
  'MGT',
]);

/** A creditor's name reduced to the words that name it, upper case, punctuation dropped. */
export function creditorWords(name: string): string[] {
  const words = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const naming = words.filter((w) => !creditorFiller.has(w));
  return naming.length > 0 ? naming : words;
}

/**
 * Two names are one creditor when their naming words are the same, or the shorter's (two words at
 * least: "CAPITAL" alone could be Capital One or Capital Bank) lead the longer's in the same order.
 */
export function sameCreditor(a: string, b: string): boolean {
  const x = creditorWords(a);
  const y = creditorWords(b);
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length === 0) return false;
  const leads = short.every((w, n) => long[n] === w);
  if (leads && (short.length === long.length || short.length >= 2)) return true;
  // "CAPONE" and "CAPITAL ONE" are not guessed at; joined words are ("CAPITALONE").
  return short.join('') === long.join('');
}

type AccountFamily = 'REVOLVING' | 'INSTALLMENT' | 'MORTGAGE' | 'COLLECTION' | 'PUBLIC_RECORD';

/**
 * The account's family: bureaus word the same kind differently ("Credit Card", "Revolving"). Null
 * when the words do not say (a late payment can be on any kind of account).
 */
function accountFamily(type: string | null): AccountFamily | null {
  if (!type) return null;
  const t = type.toUpperCase();
  if (/COLLECT|CHARGE.?OFF|DEBT BUYER/.test(t)) return 'COLLECTION';
  if (/MORTGAGE|HOME EQUITY|HELOC|REAL ESTATE/.test(t)) return 'MORTGAGE';
  if (/CARD|REVOLV|LINE OF CREDIT|CHARGE ACCOUNT|RETAIL/.test(t)) return 'REVOLVING';
  if (/AUTO|LOAN|INSTALL|STUDENT|LEASE/.test(t)) return 'INSTALLMENT';
  if (/BANKRUPT|JUDG|LIEN|PUBLIC|CIVIL/.test(t)) return 'PUBLIC_RECORD';
  return null;
}

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/**
 * How surely two readings are the same item, or null when they cannot be: the creditor must be the
 * same, the last four digits and the family must not contradict. Digits, family and the opening date
 * then weigh in; the date of first delinquency does not, since a re-aged account moves it.
 */
export function matchScore(a: LedgerItem, b: LedgerItem): number | null {
  if (a.bureau !== b.bureau || !sameCreditor(a.creditor, b.creditor)) return null;
  let score = 1;
  if (a.accountLast4 && b.accountLast4) {
    if (a.accountLast4 !== b.accountLast4) return null;
    score += 4;
  }
  const fa = accountFamily(a.accountType);
  const fb = accountFamily(b.accountType);
  if (fa && fb) {
    if (fa !== fb) return null;
    score += 2;
  }
  if (a.openedOn && b.openedOn) {
    const apart = Math.abs(dayNumber(a.openedOn) - dayNumber(b.openedOn));
    if (Number.isNaN(apart)) return score;
    if (apart === 0) score += 3;
    else if (apart <= 62) score += 1;
    // Opened years apart with nothing else in common: two accounts of one creditor.
    else if (!(a.accountLast4 && b.accountLast4)) return null;
  }
  return score;
}

/**
 * Pairs the items of two files one to one, surest pairs first, whatever order the files list them
 * in. Returns the pairs (by index) and the indexes left over on each side.
 */
export function matchItems(
  before: readonly LedgerItem[],
  after: readonly LedgerItem[],
): { pairs: [number, number][]; onlyBefore: number[]; onlyAfter: number[] } {
  const candidates: { i: number; j: number; score: number }[] = [];
  // Only items of one creditor can pair: the later file grouped by the name's first letters.
  const groupOf = (item: LedgerItem) => `${item.bureau}|${creditorWords(item.creditor).join('').slice(0, 4)}`;
  const byName = new Map<string, number[]>();
  after.forEach((item, j) => {
    const group = byName.get(groupOf(item));
    if (group) group.push(j);
    else byName.set(groupOf(item), [j]);
  });
  before.forEach((item, i) => {
    for (const j of byName.get(groupOf(item)) ?? []) {
      const score = matchScore(item, after[j] as LedgerItem);
      if (score !== null) candidates.push({ i, j, score });
    }
  });
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  const usedBefore = new Set<number>();
  const usedAfter = new Set<number>();
  const pairs: [number, number][] = [];
  for (const c of candidates) {
    if (usedBefore.has(c.i) || usedAfter.has(c.j)) continue;
    usedBefore.add(c.i);
    usedAfter.add(c.j);
    pairs.push([c.i, c.j]);
  }
  return {
    pairs,
    onlyBefore: before.map((_, i) => i).filter((i) => !usedBefore.has(i)),
    onlyAfter: after.map((_, j) => j).filter((j) => !usedAfter.has(j)),
  };
}

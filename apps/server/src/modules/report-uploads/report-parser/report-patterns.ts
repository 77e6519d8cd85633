import type { Bureau } from '@app/contracts/bureaus';

/** Bureau names as reports write them, abbreviations included. */
const bureauWords: [RegExp, Bureau][] = [
  [/\b(?:trans\s?union|TU|TUC)\b/i, 'TRANSUNION'],
  [/\b(?:experian|EX|EXP|XPN)\b/i, 'EXPERIAN'],
  [/\b(?:equifax|EQ|EQF|EFX)\b/i, 'EQUIFAX'],
];

export function bureauOf(text: string): Bureau | null {
  for (const [re, b] of bureauWords) if (re.test(text)) return b;
  return null;
}

/** Every bureau a text names ("Reported by: EQUIFAX, EXPERIAN"), in their usual order. */
export function bureausIn(text: string): Bureau[] {
  const found: Bureau[] = [];
  if (/trans\s?union/i.test(text)) found.push('TRANSUNION');
  if (/experian/i.test(text)) found.push('EXPERIAN');
  if (/equifax/i.test(text)) found.push('EQUIFAX');
  return found;
}

export const isBureauName = (text: string) => /^(?:trans\s?union|experian|equifax)$/i.test(text.trim());

const moneyRe = /-?\$\s?-?\d[\d,]*(?:\.\d{1,2})?/;
/** "$1,245.00" → 124500 cents; null when there is no dollar amount. */
export function centsIn(text: string | null | undefined): number | null {
  const m = text?.match(moneyRe);
  if (!m) return null;
  const n = Number(m[0].replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(Math.abs(n) * 100) : null;
}

const dateRe =
  /\b(\d{1,2}\/\d{1,2}\/\d{4}|\d{1,2}\/\d{4}|\d{4}-\d{2}(?:-\d{2})?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}?,? ?\d{4})\b/i;
export function dateIn(text: string): string | null {
  return text.match(dateRe)?.[1] ?? null;
}

/**
 * The last four digits of an account number when the report shows them ("****4321", "XXXX-3001",
 * "517805******1234"); null when the end is masked ("8547****"). Never more than four digits.
 */
export function last4Of(text: string | null | undefined): string | null {
  for (const token of text?.match(/[\dXx*#-]{4,}/g) ?? []) {
    const digits = /(\d{4})$/.exec(token);
    if (digits) return digits[1] as string;
  }
  return null;
}

/** The account-number-looking token of a line, if any: masked runs or "Acct ..." / "#...". */
export function accountTokenIn(text: string): string | null {
  const m =
    text.match(/\b(?:acct|account)\s*(?:#|number|no\.?)?\s*:?\s*([X*x\d][X*x\d-]{3,})/i) ??
    text.match(/#\s?([X*x\d][X*x\d-]{3,})/) ??
    text.match(/(\*{2,}\d{2,4}|\d{2,}\*{2,}\d*|X{2,}-?\d{3,4})/);
  return m ? (m[1] as string) : null;
}

export type NegativeKind = 'COLLECTION' | 'CHARGE_OFF' | 'LATE_PAYMENT' | 'REPOSSESSION';

const collectionRe = /\bcollection|placed for collection|debt buyer|factoring company/i;
const chargeOffRe = /charge[\s_-]?off|charged[\s_-]?off|chargeoff|profit and loss|written off/i;
const repossessionRe = /repossess/i;
// "30 Days Late", "LATE 60", "60 days past due", "Late 90", "30-day late", "LATE_30"
const lateRe =
  /\b(\d{2,3})[\s-]*days?\s*(?:late|past due|delinquent)\b|\blate[\s_]*(\d{2,3})\b|\b(\d{2,3})\s*day late/i;

/** The worst thing a status/type/remark text says about an account. */
export function negativeKindOf(text: string): NegativeKind | null {
  if (repossessionRe.test(text)) return 'REPOSSESSION';
  // "Collection/Chargeoff" is how monitoring reports show a collector's account: a collection.
  if (collectionRe.test(text)) return 'COLLECTION';
  if (chargeOffRe.test(text)) return 'CHARGE_OFF';
  if (lateRe.test(text)) return 'LATE_PAYMENT';
  return null;
}

/** Days late a text mentions (the worst), 0 if none. */
export function daysLateIn(text: string): number {
  let worst = 0;
  for (const m of text.matchAll(new RegExp(lateRe.source, 'gi'))) {
    worst = Math.max(worst, Number(m[1] ?? m[2] ?? m[3]));
  }
  return worst;
}

/** Payment-history codes: a 24-month string "21C1CC..." or a grid row "OK OK 30 OK 60". */
export function daysLateInHistory(codes: string): number {
  const compact = codes.replace(/\s+/g, ' ').trim();
  if (
    /^[C1-9\-XN*?]{6,}$/i.test(compact.replace(/ /g, '')) &&
    !/\b(?:30|60|90|120|150|180)\b/.test(compact)
  ) {
    const digits = [...compact.replace(/ /g, '')].filter((c) => /[1-4]/.test(c)).map(Number);
    return digits.length ? Math.max(...digits) * 30 : 0;
  }
  const lates = [...compact.matchAll(/\b(30|60|90|120|150|180)\b/g)].map((m) => Number(m[1]));
  return lates.length ? Math.max(...lates) : 0;
}

/** A date like "07/12/2026", "2023-01" or "Jul 12, 2026" at the start or end of a row. */
export const leadingDate = /^(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\/\d{4}|\d{4}-\d{2}(?:-\d{2})?)\s+(.+)$/;
export const trailingDate = /^(.+?)\s+(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\/\d{4}|\d{4}-\d{2}(?:-\d{2})?)$/;

/** Creditor names compared loosely: case, punctuation and corporate suffixes do not matter. */
export function creditorKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(?:inc|llc|co|corp|corporation|company|na|n a|bank usa|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Scores in the FICO / VantageScore range. */
export const isScore = (n: number) => Number.isInteger(n) && n >= 300 && n <= 850;

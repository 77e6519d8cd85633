import { bureauNamed, isOnlyBureaus } from './bureau-names';
import { hasMoney, isOnlyDate } from './report-values';
import { fieldOfLabel } from './report-vocabulary';

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

/** "NORTHWIND BANK" and "Northwind Bank, N.A."; also a short form inside a longer one ("MIDLAND" / "MIDLAND CREDIT MGMT"). */
export function sameCreditor(a: string, b: string): boolean {
  const [x, y] = [creditorKey(a), creditorKey(b)];
  return x === y || (x.length >= 5 && y.length >= 5 && (x.startsWith(y) || y.startsWith(x)));
}

const statusOnly =
  /^(?:open|closed|current|paid|unpaid|collection|collections|charged off|charge[- ]?off|derogatory|negative|positive|late|ok|none|n\/a|revolving|installment|mortgage|individual|joint|hard|soft|inquiry|yes|no|unknown|other|total|paid as agreed|pays as agreed|never late|see below|continued)$/i;
const wordsOnlyNumbers = /^[\d\s$,.%/:#*()+-]+$/;

/**
 * The sanity rules every reader applies before it calls a text a creditor: never a date, an amount,
 * a bureau's name, a field label, a status word, a page number or a sentence.
 */
export function isPlausibleCreditor(raw: string): boolean {
  const name = cleanCreditor(raw);
  if (name.length < 2 || name.length > 70) return false;
  if (!/[A-Za-z]{2}/.test(name) || wordsOnlyNumbers.test(name)) return false;
  if (isOnlyDate(name) || hasMoney(name)) return false;
  if (bureauNamed(name) || isOnlyBureaus(name)) return false;
  if (statusOnly.test(name) || fieldOfLabel(name)) return false;
  if (/^page\s+\d+|^https?:|www\.|\.com\b|^(?:none|no)\b.*(?:reported|found|records?)/i.test(name))
    return false;
  // A sentence, not a name: a full stop inside, or many lower-case words.
  if (/\.\s+\S/.test(name) || (name.match(/\b[a-z]{3,}\b/g) ?? []).length > 4) return false;
  const digits = (name.match(/\d/g) ?? []).length;
  const letters = (name.match(/[A-Za-z]/g) ?? []).length;
  return digits <= letters;
}

/** A name as printed, without list numbering ("1) ", "#2 ") or trailing punctuation. */
export function cleanCreditor(raw: string): string {
  return raw
    .replace(/^\s*(?:#?\d{1,3}[.)]\s+|#\d{1,3}\s+)/, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:-]+$/, '')
    .trim();
}

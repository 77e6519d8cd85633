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

// What documents put before a name for show: keycaps ("1️⃣": a digit, U+FE0F, U+20E3), emoji,
// bullets, arrows and other symbols. None of them is ever part of a name.
const decoration =
  /^(?:\d\uFE0F?\u20E3|\uFE0F|\u20E3|[\p{Extended_Pictographic}\p{So}\u2022\u00B7\u00BB\u00AB\u203A\u2039\u00A7\u00B6\u25BA\u25AA\u25A0\u25A1\u25CF\u25CB\u25C6\u25C7\u2605\u2606\u2713\u2714\u27A4\u2192]|\s)+/u;

/** A text without the decorations before it (a keycap or a bullet before "Civil Judgment"). */
export const withoutDecoration = (text: string) => text.replace(decoration, '');

/** A name as printed, without decorations before it, list numbering or marks ("1) ", "#2 ", "- ") or trailing punctuation. */
export function cleanCreditor(raw: string): string {
  return raw
    .replace(decoration, '')
    .replace(/^\s*(?:#?\d{1,3}[.)]\s+|#\d{1,3}\s+|[-*]\s+)/, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:-]+$/, '')
    .trim();
}

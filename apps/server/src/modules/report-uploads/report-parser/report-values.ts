/** Values as reports print them: money, dates, account numbers and scores, in their many formats. */

const moneyRe =
  /(?:-?\$\s?-?\d[\d,]*(?:\.\d{1,2})?|\b\d[\d,]*(?:\.\d{2})?\s?USD\b|\bUSD\s?\d[\d,]*(?:\.\d{2})?)/i;

/** "$1,245.00", "$ 1,245", "1,245.00 USD" → 124500 cents; null when there is no dollar amount. */
export function centsIn(text: string | null | undefined): number | null {
  const m = text?.match(moneyRe);
  if (!m) return null;
  const n = Number(m[0].replace(/[$,\s]|USD/gi, ''));
  return Number.isFinite(n) ? Math.round(Math.abs(n) * 100) : null;
}

/** In a field that can only hold money (Balance, Past Due), a bare "1,245.00" or "0" is dollars too. */
export function centsOfField(text: string | null | undefined): number | null {
  const money = centsIn(text);
  if (money !== null) return money;
  const m = text?.trim().match(/^-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$|^-?\d+(?:\.\d{2})?$/);
  return m ? Math.round(Math.abs(Number(m[0].replace(/,/g, ''))) * 100) : null;
}

export const hasMoney = (text: string) => moneyRe.test(text);

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthWord = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** Each way a date is written; `fullDay` when it names the day, not only the month. */
const datePatterns: { re: RegExp; iso: (m: RegExpExecArray) => string | null; fullDay?: true }[] = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, iso: (m) => day(m[1], m[2], m[3]), fullDay: true },
  { re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, iso: (m) => day(m[3], m[1], m[2]), fullDay: true },
  { re: /\b(\d{1,2})\/(\d{1,2})\/(\d{2})\b/, iso: (m) => day(`20${m[3]}`, m[1], m[2]), fullDay: true },
  {
    re: new RegExp(`\\b(${monthWord})\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'i'),
    iso: (m) => day(m[3], monthOf(m[1]), m[2]),
    fullDay: true,
  },
  {
    re: new RegExp(`\\b(\\d{1,2})\\s+(${monthWord})\\s+(\\d{4})\\b`, 'i'),
    iso: (m) => day(m[3], monthOf(m[2]), m[1]),
    fullDay: true,
  },
  { re: new RegExp(`\\b(${monthWord})[\\s,'-]+(\\d{4})\\b`, 'i'), iso: (m) => day(m[2], monthOf(m[1]), '1') },
  { re: /\b(\d{4})-(\d{1,2})\b(?!-)/, iso: (m) => day(m[1], m[2], '1') },
  { re: /\b(\d{1,2})\/(\d{4})\b/, iso: (m) => day(m[2], m[1], '1') },
];

function monthOf(word: string | undefined): string {
  return String(months.indexOf((word ?? '').slice(0, 3).toLowerCase()) + 1);
}
function day(y: string | undefined, m: string | undefined, d: string | undefined): string | null {
  const iso = `${y}-${(m ?? '').padStart(2, '0')}-${(d ?? '').padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  const year = Number(y);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return year >= 1950 && year <= 2100 ? iso : null;
}

/** The first date a text holds, as an ISO day (a month alone is its first day); null if none. */
export function isoDateIn(text: string | null | undefined): string | null {
  return dateMatch(text)?.iso ?? null;
}

/** The first date in a text with where it is, so the rest of the text can be read apart from it. */
export function dateMatch(
  text: string | null | undefined,
  patterns = datePatterns,
): { iso: string; raw: string; index: number } | null {
  if (!text) return null;
  let best: { iso: string; raw: string; index: number } | null = null;
  for (const { re, iso } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const value = iso(m);
    if (value && (!best || m.index < best.index)) best = { iso: value, raw: m[0], index: m.index };
  }
  return best;
}

/** The first calendar day a text names ("March 3, 2026", "03/03/2026"); a month alone is none. */
export function fullDayIn(text: string | null | undefined): string | null {
  return (
    dateMatch(
      text,
      datePatterns.filter((p) => p.fullDay),
    )?.iso ?? null
  );
}

/** True when a text is nothing but a date ("12/01/2025", "Mar 2019"). */
export function isOnlyDate(text: string): boolean {
  const m = dateMatch(text);
  return m !== null && text.replace(m.raw, '').replace(/[\s,.;:()-]/g, '') === '';
}

/**
 * The last four digits of an account number when the report shows them ("****4321", "XXXX-3001",
 * "517805******1234", "...4321"); null when the end is masked ("8547****"). Never more than four digits.
 */
export function last4Of(text: string | null | undefined): string | null {
  for (const token of text?.match(/[\dXx*#.-]{4,}/g) ?? []) {
    const digits = /(\d{4})$/.exec(token);
    if (digits) return digits[1] as string;
  }
  return null;
}

/** The account-number-looking token of a line, if any: masked runs or "Acct ..." / "#...". */
export function accountTokenIn(text: string): string | null {
  const m =
    text.match(/\b(?:acct|account)\s*(?:#|number|no\.?)?\s*:?\s*([X*x\d][X*x\d-]{3,})/i) ??
    text.match(/#\s?([X*x\d.][X*x\d.-]{3,})/) ??
    text.match(/(\*{2,}\d{2,4}|\d{2,}\*{2,}\d*|X{2,}-?\d{3,4}|\.{3}\d{4})/);
  return m ? (m[1] as string) : null;
}

/** Scores in the FICO / VantageScore range. */
export const isScore = (n: number) => Number.isInteger(n) && n >= 300 && n <= 850;

/** A value cell that says "nothing here" ("-", "--", "N/A", "not reported"). */
export const isBlankValue = (v: string | undefined | null) =>
  v === undefined || v === null || /^(?:|-+|—|–|n\/?a|none|not reported|no data)$/i.test(v.trim());

import type { AnswerResult } from '@app/contracts/bureau-answer-letters.contract';
import type { Bureau } from '@app/contracts/bureaus';
import type { OutcomeField } from '@app/contracts/dispute-outcomes.contract';
import { fullDayIn, last4Of } from '../report-uploads/report-parser/report-values';

/** One item's result as a bureau's results letter states it. */
interface ReadAnswerRow {
  creditor: string;
  accountLast4: string | null;
  result: AnswerResult;
  changedFields: OutcomeField[];
}

/** What a bureau's results letter says: who wrote it, when, and each item's result. */
export interface AnswerLetterReading {
  bureau: Bureau | null;
  letterDate: string | null;
  /** The letter tells of an item put back in the file ("reinserted", "reinstated"). */
  reinsertionNotice: boolean;
  rows: ReadAnswerRow[];
}

/** The letterhead's words for each bureau; the first one named in the letter wrote it. */
const bureauWords: [RegExp, Bureau][] = [
  [/\bequifax\b/i, 'EQUIFAX'],
  [/\bexperian\b/i, 'EXPERIAN'],
  [/\btrans\s?union\b/i, 'TRANSUNION'],
];

/**
 * The wording of each result across the three bureaus' letters, strongest first: a deletion
 * ("Deleted", "This item was deleted", "removed from your credit file"), an update ("Updated",
 * "Modified", "New information below", "verified and updated"), then a verification ("Verified as
 * reported", "Remains", "Verified, no change", "certified that it is accurate").
 */
const resultWords: [RegExp, AnswerResult][] = [
  [/\bdeleted\b|\bremoved\b|\bhas been deleted\b/i, 'DELETED'],
  [/\bupdated\b|\bmodified\b|new information below|\bchanged\b/i, 'UPDATED'],
  [
    /\bverified\b|\bremains\b|no change|certified (?:that )?(?:it|the information) (?:is|was) accurate|reported correctly|belongs to you/i,
    'VERIFIED',
  ],
];

/** What an update names as changed, in the letters' words. */
const fieldWords: [RegExp, OutcomeField][] = [
  [/\bbalance\b|amount (?:past )?due|high credit/i, 'balance'],
  [/\bstatus\b|\brating\b/i, 'status'],
  [/date (?:of|opened|closed|reported)|first delinquency|\bdates?\b/i, 'dates'],
  [/\bremarks?\b|\bcomments?\b|compliance condition|narrative/i, 'remarks'],
];

/**
 * An account number as the letters print it: labelled ("Account # 5178XXXX1234", "Account Number:
 * XXXX9876", "#XXXX2468") or masked ("5524XXXX4321"). Bare numbers (a ZIP code, a year) are not.
 */
const accountPatterns = [
  /(?:\bacc(?:oun)?t\.?\s*(?:#|no\.?|number)\s*:?\s*|#\s*)([0-9Xx*•-]{2,})/i,
  /\b([0-9]*[Xx*•]{3,}[0-9Xx*•-]*)/,
];

/** How many lines under a creditor's name its result may come. */
const maxLinesToResult = 4;

/** Words of a line that is the letter's own text, never a creditor's name. */
const letterWords =
  /^(?:dear|re:?|date|page|results?|outcome|account|accounts|dispute|disputed|investigation|reinvestigation|the |this |we |our |you|your|if |to |for |p\.?\s?o\.?\s?box|box |sincerely|www\.|phone|file|report|credit|information|item|items|summary|deleted|updated|verified|remains|modified|new information|equifax|experian|trans\s?union|consumer|name|address|ssn|social|birth|thank|please|questions|customer)/i;

/** The account's last digits in a line, and the line without the account number. */
function accountOf(line: string): { last4: string | null; rest: string } {
  for (const pattern of accountPatterns) {
    const m = line.match(pattern);
    if (!m || m.index === undefined) continue;
    return { last4: last4Of(m[1]), rest: `${line.slice(0, m.index)} ${line.slice(m.index + m[0].length)}` };
  }
  return { last4: null, rest: line };
}

/** The result a line states, and where its wording starts. */
function resultOf(line: string): { result: AnswerResult; at: number } | null {
  // "not deleted" / "could not be verified" read as no result at all, never the opposite one.
  if (/\bnot (?:been )?(?:deleted|verified|updated)\b/i.test(line)) return null;
  for (const [pattern, result] of resultWords) {
    const m = line.match(pattern);
    if (m && m.index !== undefined) return { result, at: m.index };
  }
  return null;
}

/** A creditor's name: a short line, mostly capitals or holding an account number, not the letter's own words. */
function creditorOf(text: string, hadAccount: boolean): string | null {
  const name = text
    .replace(/^(?:creditor|company|furnisher|account name|creditor name)\s*:?\s*/i, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s:>•*-]+$/, '')
    .replace(/^[\s:>•*-]+/, '')
    .trim();
  if (name.length < 2 || name.length > 60 || !/[A-Za-z]{2}/.test(name)) return null;
  if (letterWords.test(name)) return null;
  // An address line (a state and ZIP code, a street number) is the letterhead's or the consumer's.
  if (/\b[A-Z]{2},?\s+\d{5}\b|^\d+\s+\w+/.test(name)) return null;
  if (name.split(' ').length > 7) return null;
  const letters = name.replace(/[^A-Za-z]/g, '');
  const capitals = letters.replace(/[^A-Z]/g, '').length / letters.length;
  return hadAccount || capitals >= 0.7 ? name : null;
}

/**
 * Reads a bureau's results letter (Equifax, Experian or TransUnion; text layer or OCR) into its
 * per-item results. Each item is a creditor's line (a name in capitals, or with its account
 * number), and its result is the wording on that line or the next lines before the next creditor.
 * A result with no creditor before it is not guessed at; changed fields are only those the letter
 * names near an update. Pure: the person confirming the reading is the check.
 */
export function readAnswerLetter(lines: readonly string[]): AnswerLetterReading {
  const text = lines.join('\n');
  let bureau: Bureau | null = null;
  let firstAt = Number.POSITIVE_INFINITY;
  for (const [pattern, code] of bureauWords) {
    const m = text.match(pattern);
    if (m?.index !== undefined && m.index < firstAt) {
      firstAt = m.index;
      bureau = code;
    }
  }
  const rows: (ReadAnswerRow & { age: number })[] = [];
  let open: (ReadAnswerRow & { age: number }) | null = null;
  let pending: { creditor: string; accountLast4: string | null; age: number } | null = null;
  const addFields = (row: ReadAnswerRow, line: string) => {
    for (const [pattern, field] of fieldWords) {
      if (pattern.test(line) && !row.changedFields.includes(field)) row.changedFields.push(field);
    }
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const { last4, rest } = accountOf(line);
    const result = resultOf(rest);
    const before = result ? rest.slice(0, result.at) : rest;
    const creditor = creditorOf(
      before.replace(/\b(?:outcome|result|results|status)\s*:?\s*$/i, ''),
      last4 !== null,
    );
    if (creditor) {
      pending = { creditor, accountLast4: last4, age: 0 };
      open = null;
    } else if (pending) {
      // The account number on the line under the creditor's name.
      if (last4 && !pending.accountLast4) pending.accountLast4 = last4;
      // A name followed by lines of prose and no result was no item (the consumer's name, a heading).
      pending.age += 1;
      if (pending.age > maxLinesToResult) pending = null;
    }
    // An item a reinsertion notice names as put back: the furnisher certified it as accurate.
    const putBack = !result && /\breinserted\b|\breinstated\b/i.test(rest);
    if ((result || putBack) && pending) {
      open = {
        age: 0,
        creditor: pending.creditor,
        accountLast4: pending.accountLast4,
        result: result?.result ?? 'VERIFIED',
        changedFields: [],
      };
      rows.push(open);
      pending = null;
      if (open.result === 'UPDATED') addFields(open, rest.slice(result?.at ?? 0));
    } else if (open?.result === 'UPDATED' && open.age < maxLinesToResult) {
      // What changed, on the lines under the update.
      open.age += 1;
      addFields(open, rest);
    }
  }
  return {
    bureau,
    letterDate: fullDayIn(lines.slice(0, 25).join('\n')),
    reinsertionNotice: /\breinserted\b|\breinstated\b|\breinsertion\b/i.test(text),
    rows: rows.map(({ creditor, accountLast4, result, changedFields }) => ({
      creditor,
      accountLast4,
      result,
      changedFields,
    })),
  };
}

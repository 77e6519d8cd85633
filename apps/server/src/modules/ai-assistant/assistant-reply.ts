import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';

type BureauOutcome = 'verified' | 'deleted' | 'updated' | 'frivolous';
export interface BureauResult {
  creditor: string;
  last4: string | null;
  outcome: BureauOutcome;
}

const outcomeWords: [BureauOutcome, RegExp][] = [
  ['deleted', /\b(deleted|removed)\b/i],
  ['updated', /\b(updated|modified|changed)\b/i],
  ['verified', /\b(verified|remains|accurate)\b/i],
  ['frivolous', /\bfrivolous|irrelevant\b/i],
];

/** Which bureau wrote the letter, from its text. */
export function bureauOf(text: string): Bureau | null {
  if (/experian/i.test(text)) return 'EXPERIAN';
  if (/equifax/i.test(text)) return 'EQUIFAX';
  if (/trans\s?union/i.test(text)) return 'TRANSUNION';
  return null;
}

/**
 * The items a bureau's results letter lists and what it decided for each: a line naming the account
 * ("MIDLAND CREDIT MANAGEMENT - Account ending 4417") followed by its "Result:" line.
 */
export function bureauResults(text: string): BureauResult[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const results: BureauResult[] = [];
  lines.forEach((line, i) => {
    if (!/^(result|outcome|status)\b/i.test(line) || i === 0) return;
    const outcome = outcomeWords.find(([, re]) => re.test(line))?.[0];
    const account = lines[i - 1] as string;
    if (!outcome) return;
    const last4 = /(?:ending|#|x{2,})\s*(\d{4})\b/i.exec(account)?.[1] ?? null;
    const creditor = account.replace(/\s*[-–,]?\s*(account|acct)\b.*$/i, '').trim();
    if (creditor) results.push({ creditor, last4, outcome });
  });
  return results;
}

const outcomeSentence: Record<BureauOutcome, string> = {
  verified: 'verified it as accurate (it stays on your report)',
  deleted: 'deleted it from your report',
  updated: 'updated how it is reported',
  frivolous: 'called the dispute frivolous and did not investigate',
};

const nextStep: Record<BureauOutcome, string> = {
  verified:
    'You may ask the bureau how it verified the item (method of verification) and dispute again with new evidence. Record this response under Disputes → Bureau Responses to get an analysis and the next-round letter, or ask me for a letter about it.',
  deleted: 'Check your next report to confirm it is gone; nothing more is needed for this item.',
  updated: 'Compare the updated entry with your records; if it is still wrong, dispute it again.',
  frivolous:
    'Send the dispute again with the documents that support it, and say what is wrong in your own words.',
};

/** What a bureau's letter said, item by item, with the next step for each. */
export function explainResults(fileName: string, bureau: Bureau | null, results: BureauResult[]): string {
  const who = bureau ? bureauLabel[bureau] : 'The bureau';
  if (results.length === 0)
    return `I read ${fileName}, but found no item with a result in it. If it is a bureau's letter, check that the photo or scan is sharp and upload it again.`;
  const items = results.map(
    (r) =>
      `• ${r.creditor}${r.last4 ? ` (ending ${r.last4})` : ''}: ${who} ${outcomeSentence[r.outcome]}. Next step: ${nextStep[r.outcome]}`,
  );
  return [`${who}'s letter (${fileName}) gives these results:`, ...items].join('\n');
}

const wantsLetter = (message: string) => /\bletter\b|\bdispute\b|\bdraft\b|\bwrite\b/i.test(message);

/**
 * The item a letter should be about: one the message names by creditor, else one a bureau just verified
 * in an attachment. Null when the person's items do not say which.
 */
export function letterSubject(
  message: string,
  issues: CreditIssue[],
  verified: BureauResult[],
): CreditIssue | null {
  if (!wantsLetter(message)) return null;
  const open = issues.filter((i) => i.status !== 'RESOLVED');
  const words = message.toLowerCase();
  const named = open.find((i) => words.includes(i.creditor.toLowerCase().split(/\s+/)[0] ?? '\u0000'));
  if (named) return named;
  return (
    open.find((i) =>
      verified.some((v) =>
        v.creditor.toLowerCase().startsWith(i.creditor.toLowerCase().split(/\s+/)[0] ?? '\u0000'),
      ),
    ) ?? null
  );
}

export const itemList = (issues: CreditIssue[]) =>
  issues
    .filter((i) => i.status !== 'RESOLVED')
    .slice(0, 8)
    .map(
      (i) => `• ${i.creditor}${i.accountNumberLast4 ? ` (ending ${i.accountNumberLast4})` : ''}: ${i.title}`,
    )
    .join('\n');

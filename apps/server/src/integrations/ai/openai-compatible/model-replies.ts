import { type BureauAnalysisDraft, bureauAnalysisDraft } from '@app/contracts/bureau-responses.contract';
import { type CreditAnalysis, creditAnalysis } from '@app/contracts/credit-analysis.contract';
import { z } from 'zod';
import {
  AiProviderError,
  type AssistantTurnFacts,
  type DisputeLetterFacts,
  type SupportAnswerDraft,
} from '../ai.port';
import { letterRecipient } from '../dispute-letter/dispute-letter';
import { lastFour } from '../dispute-letter/letter-wording';

// "P.O. Box" and "PO Box", or a different line break, are the same address on paper.
const comparable = (text: string) => text.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

/** Models like to wrap answers in ``` fences; the letter and the JSON are what is inside. */
function withoutFences(text: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n\s*```\s*$/.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * A model's letter is returned only if it is addressed to the right place and names the right account;
 * a letter that would go astray or dispute the wrong item is worse than none.
 */
export function checkedLetter(reply: string, facts: DisputeLetterFacts): string {
  const letter = withoutFences(reply);
  const text = comparable(letter);
  const recipient = letterRecipient(facts);
  const firstAddressLine = recipient.addressLines[0] ?? '';
  const tail = lastFour(facts.account.accountNumberLast4);

  const missing: string[] = [];
  if (!text.includes(comparable(firstAddressLine)))
    missing.push(`the recipient address (${firstAddressLine})`);
  if (!text.includes(comparable(facts.account.creditor)))
    missing.push(`the creditor (${facts.account.creditor})`);
  if (tail && !text.includes(comparable(tail))) missing.push('the last four digits of the account');
  if (missing.length > 0) {
    throw new AiProviderError(`The AI provider's letter leaves out ${missing.join(', ')}`);
  }
  if (tail && new RegExp(`\\d[\\d -]*${tail}`).test(letter)) {
    throw new AiProviderError(
      "The AI provider's letter prints more than the last four digits of the account",
    );
  }
  if (/\[[^\]\n]{1,60}\]/.test(letter)) {
    throw new AiProviderError("The AI provider's letter still contains a placeholder in square brackets");
  }
  return `${letter}\n`;
}

/** The model's analysis must be the same shape the built-in engine answers, or it is not used. */
export function parsedAnalysis(reply: string): CreditAnalysis {
  return parsedJson(reply, creditAnalysis, 'an analysis');
}

/**
 * The model's bureau analysis: the shape, the letter type it was given, and a letter that passes the same checks
 * as any letter. Without letter facts there is nothing a letter could honestly say, so none is kept.
 */
export function parsedBureauAnalysis(
  reply: string,
  expected: { nextLetterType: BureauAnalysisDraft['nextLetterType']; letterFacts: DisputeLetterFacts | null },
): BureauAnalysisDraft {
  const draft = parsedJson(reply, bureauAnalysisDraft, 'a bureau analysis');
  if (draft.nextLetterType !== expected.nextLetterType) {
    throw new AiProviderError(
      `The AI provider planned a ${draft.nextLetterType ?? 'no'} letter where ${expected.nextLetterType ?? 'none'} was asked`,
    );
  }
  if (draft.nextLetterType === null || expected.letterFacts === null)
    return { ...draft, nextDisputeTemplate: '' };
  return { ...draft, nextDisputeTemplate: checkedLetter(draft.nextDisputeTemplate, expected.letterFacts) };
}

const claimsLetter =
  /\b(I(?:'ve| have)? (?:drafted|written|prepared|created)|here(?:'s| is) (?:your|the|a) (?:dispute )?letter)\b/i;
const promises =
  /\bguarantee|\bwill (?:be )?(?:removed|deleted)\b|\bwill (?:raise|increase|boost|improve) your score/i;

/**
 * The model's assistant reply is shown only if it is plain text of a sensible length, claims no letter the
 * product did not draft (and names the one it did), promises nothing, and prints no full number.
 */
export function checkedAssistantReply(reply: string, facts: AssistantTurnFacts): string {
  const text = withoutFences(reply);
  const drafted = facts.letterDraftedAbout;
  const checks: [boolean, string][] = [
    [text.length === 0 || text.length > 2_500, 'a reply of the wrong length'],
    [/<[a-z/!][^>]*>/i.test(text), 'HTML'],
    [/\[[^\]\n]{1,60}\]/.test(text), 'a placeholder in square brackets'],
    [/\b\d{3}-\d{2}-\d{4}\b|\d{7,}/.test(text), 'a full account or Social Security number'],
    [promises.test(text), 'a promise of results'],
    [!drafted && claimsLetter.test(text), 'a letter that was not drafted'],
    [
      !!drafted && !comparable(text).includes(comparable(drafted.creditor.split(/\s+/)[0] ?? '')),
      'no mention of the drafted letter',
    ],
  ];
  const problem = checks.find(([failed]) => failed)?.[1];
  if (problem) throw new AiProviderError(`The AI provider's assistant reply has ${problem}`);
  return text;
}

const supportAnswerReply = z.object({
  answer: z.string().trim().min(1).max(2000),
  sourceIndex: z.number().int().min(0).nullable(),
  needsPerson: z.boolean(),
});

/** The model's support answer: the shape, and a source that is one of the passages it was given. */
export function parsedSupportAnswer(reply: string, passageCount: number): SupportAnswerDraft {
  const draft = parsedJson(reply, supportAnswerReply, 'a support answer');
  if (draft.sourceIndex !== null && draft.sourceIndex >= passageCount) {
    throw new AiProviderError(`The AI provider cited passage ${draft.sourceIndex} of ${passageCount}`);
  }
  return draft;
}

function parsedJson<T extends z.ZodType>(reply: string, schema: T, what: string): z.infer<T> {
  const text = withoutFences(reply);
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let json: unknown;
  try {
    json = JSON.parse(start >= 0 && end > start ? text.slice(start, end + 1) : text);
  } catch (err) {
    throw new AiProviderError(`The AI provider answered ${what} that is not JSON`, err);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || '(root)')
      .join(', ');
    throw new AiProviderError(
      `The AI provider's ${what.replace(/^an? /, '')} does not have the expected shape (${where})`,
      parsed.error,
    );
  }
  return parsed.data;
}

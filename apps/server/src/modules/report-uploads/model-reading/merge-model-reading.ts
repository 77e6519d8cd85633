import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import type { AiAnalysis, FoundIssue } from '@app/contracts/report-uploads.contract';
import type { ModelReportReading } from '../../../integrations/ai/report-reading';
import { isPlausibleCreditor, sameCreditor } from '../report-parser/creditor-names';
import { impactOf } from '../report-parser/report-analysis';
import { isoDateIn } from '../report-parser/report-values';

const reportedBy = (bureaus: Bureau[]) =>
  bureaus.length ? `reported by ${bureaus.map((b) => bureauLabel[b]).join(', ')}` : 'bureau not stated';

/**
 * The model's reading merged into the built-in one. The built-in reading stays as it is; an item
 * only the model found is added, marked so the admin checks it against the report before confirming
 * it, and a score only the model read fills a bureau the rules left empty. The same sanity rules
 * apply to the model's answer: a creditor is a plausible name, an inquiry is never a negative item.
 */
export function mergeModelReading(analysis: AiAnalysis, reading: ModelReportReading): AiAnalysis {
  const issuesFound = [...analysis.issuesFound];
  const known = (creditor: string, inquiry: boolean) =>
    issuesFound.some((i) => (i.type === 'INQUIRY') === inquiry && sameCreditor(i.creditor, creditor));
  const inquirers = reading.inquiries.map((i) => i.creditor);
  for (const item of reading.negativeItems) {
    if (!isPlausibleCreditor(item.creditor) || known(item.creditor, false)) continue;
    if (inquirers.some((c) => sameCreditor(c, item.creditor)) && item.balance === null) continue;
    issuesFound.push({
      type: item.type,
      ...impactOf(item.type, item.type === 'LATE_PAYMENT' ? 30 : 0),
      amount: item.balance,
      creditor: item.creditor,
      description: `Found only by the AI model (${reportedBy(item.bureaus)}); the built-in reading did not find it. Check it against the report before confirming it.`,
      suggestedAction:
        'Confirm the item in the report first; then dispute any detail that is inaccurate or unverifiable.',
      bureaus: item.bureaus,
      accountLast4: item.accountLast4,
      dateReported: null,
      findings: [],
      foundBy: 'model',
    } satisfies FoundIssue);
  }
  for (const inquiry of reading.inquiries) {
    if (!isPlausibleCreditor(inquiry.creditor) || known(inquiry.creditor, true)) continue;
    const date = isoDateIn(inquiry.date);
    issuesFound.push({
      type: 'INQUIRY',
      ...impactOf('INQUIRY', 0),
      amount: null,
      creditor: inquiry.creditor,
      description: `Hard inquiry found only by the AI model (${reportedBy(inquiry.bureaus)}). Check it against the report before confirming it.`,
      suggestedAction:
        'If the client did not apply for credit with this company, dispute the inquiry as unauthorized.',
      bureaus: inquiry.bureaus,
      accountLast4: null,
      dateReported: date,
      findings: [],
      foundBy: 'model',
    });
  }
  const scores = { ...analysis.scores };
  const filled: Bureau[] = [];
  for (const s of reading.scores) {
    if (s.bureau && scores[s.bureau] === undefined) {
      scores[s.bureau] = s.score;
      filled.push(s.bureau);
    }
  }
  const added = issuesFound.length - analysis.issuesFound.length;
  const notes = [
    added
      ? `The AI model found ${added} item(s) the built-in reading did not; they are marked for review.`
      : null,
    filled.length
      ? `Scores for ${filled.map((b) => bureauLabel[b]).join(', ')} were read by the AI model only.`
      : null,
  ].filter(Boolean);
  const sorted = Object.values(scores).sort((a, b) => a - b);
  return {
    ...analysis,
    issuesFound,
    scores,
    creditScore:
      analysis.creditScore ??
      (sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : null),
    engine: 'openai',
    message: [analysis.message, ...notes].filter(Boolean).join(' ') || null,
  };
}

import type { CreditAnalysisFacts } from '../ai.port';
import { summarizeCreditFile } from '../credit-analysis/credit-file-summary';

export const analysisSystemPrompt = [
  'You are a careful US credit analyst writing for the consumer whose file you are given.',
  'Answer with one JSON object and nothing else, of exactly this shape:',
  '{"analysis": string, "priorityIssues": string[], "recommendations": [{"action": string, "priority": "HIGH" | "MEDIUM" | "LOW", "expectedImpact": string, "timeframe": string, "steps": string[]}], "disputeStrategy": {"collections": string, "latePayments": string, "inquiries": string}, "scoreProjection": string}',
  'Rules:',
  '- Speak only of the facts given; use the counts and figures given. Where there are no items of a kind, say "none on your report".',
  '- Recommend disputing only items the person believes are inaccurate, incomplete or unverifiable; for accurate paid late payments suggest a goodwill request.',
  '- The score projection is an estimate, never a promise or guarantee; base it on the simulator range given.',
  '- Without a credit report, say so and ask for one; do not guess a score.',
].join('\n');

/** The raw facts, plus the figures the built-in engine derives from them, so both engines reason from the same numbers. */
export function analysisPrompt(facts: CreditAnalysisFacts): string {
  const s = summarizeCreditFile(facts);
  const figures = {
    score: s.score,
    band: s.band,
    scoreEnteredBySpecialist: s.scoreEnteredBySpecialist,
    utilizationPercent: s.utilizationPercent,
    accountAgeMonths: s.accountAgeMonths,
    thinFile: s.thinFile,
    activeNegativeItems: s.active.length,
    activeByType: Object.fromEntries(
      Object.entries(s.activeByType).map(([type, items]) => [type, items.length]),
    ),
    underDispute: s.disputedCount,
    resolved: s.resolvedCount,
    pastReportingPeriod: s.obsolete.map((i) => `${i.title} (${i.creditor})`),
    scoreTrend: s.trend,
    // The simulator's own counts (items still on file, disputed ones too): the estimate rests on them.
    simulatorCounts: {
      collectionsAndChargeOffs: s.profile.collections,
      latePayments: s.profile.latePayments,
    },
    simulatorEstimate: s.simulation,
    targetScore: s.targetScore,
  };
  return [
    `Today is ${facts.today}. ${s.firstName ? `The person's first name is ${s.firstName}.` : 'No first name is on file.'}`,
    `Derived figures: ${JSON.stringify(figures)}`,
    `Facts: ${JSON.stringify({ report: facts.report, scoreHistory: facts.scoreHistory, issues: facts.issues, disputes: facts.disputes })}`,
  ].join('\n');
}

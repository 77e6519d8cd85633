import { type CreditAnalysis, creditAnalysis } from '@app/contracts/credit-analysis.contract';
import { creditFigureMessages } from '@app/contracts/credit-figures';
import { creditIssueTypes } from '@app/contracts/credit-issues.contract';
import { reportableUntil } from '@app/contracts/dispute-letter-fit';
import { simulatorActionLabels } from '@app/contracts/score-simulator';
import type { CreditAnalysisFacts } from '../ai.port';
import { longDate, usd } from '../us-english';
import { type CreditFileSummary, summarizeCreditFile } from './credit-file-summary';
import { disputeStrategyFor } from './dispute-strategy';
import { countOf, listInWords } from './item-counts';
import { recommendationsFor } from './recommendations';

/** The built-in analysis: every sentence is about this person's own report and items. */
export function analyzeCreditFile(facts: CreditAnalysisFacts): CreditAnalysis {
  const summary = summarizeCreditFile(facts);
  return creditAnalysis.parse({
    analysis: analysisText(summary),
    priorityIssues: priorityIssues(summary),
    recommendations: recommendationsFor(summary),
    disputeStrategy: disputeStrategyFor(summary, facts),
    scoreProjection: scoreProjection(summary),
  });
}

function negativeItemsSentence(s: CreditFileSummary): string {
  const n = s.active.length;
  const kinds = creditIssueTypes
    .filter((t) => s.activeByType[t].length > 0)
    .map((t) => countOf(t, s.activeByType[t].length));
  const lines = [
    n === 0
      ? 'Your report shows no active negative items.'
      : `Your report shows ${n} active negative item${n === 1 ? '' : 's'}: ${listInWords(kinds)}.`,
  ];
  if (s.obsolete.length > 0) {
    const k = s.obsolete.length;
    lines.push(`${k} of them ${k === 1 ? 'looks' : 'look'} older than FCRA §605 lets a bureau report.`);
  }
  if (s.disputedCount > 0)
    lines.push(`${s.disputedCount} more ${s.disputedCount === 1 ? 'is' : 'are'} under dispute.`);
  if (s.resolvedCount > 0)
    lines.push(`${s.resolvedCount} ${s.resolvedCount === 1 ? 'has' : 'have'} been resolved.`);
  return lines.join(' ');
}

/** "Jordan, your score…", or "Your score…" when no first name is on file. */
function addressed(s: CreditFileSummary, sentence: string): string {
  return s.firstName
    ? `${s.firstName}, ${sentence}`
    : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

function analysisText(s: CreditFileSummary): string {
  if (s.score === null) {
    return [
      addressed(
        s,
        'there is no credit report on file yet, so this analysis cannot speak to your score, utilization or account age.',
      ),
      s.active.length > 0 || s.disputedCount > 0
        ? negativeItemsSentence(s).replace('Your report shows', 'Your records show')
        : '',
      'Add your current credit report and run the analysis again for advice that fits your file.',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const u = s.utilizationPercent;
  const utilization =
    u === null
      ? 'Your credit utilization is not known yet; it shows once a report with your card balances is read.'
      : u > 30
        ? `Your credit utilization is ${u}%, above the 30% where it starts to cost points.`
        : u > 10
          ? `Your credit utilization is ${u}%: under 30%, though scores do best under 10%.`
          : `Your credit utilization is ${u}%, in the range where scores do best.`;
  const trend = !s.trend
    ? 'There is not enough score history yet to show a trend.'
    : s.trend.change === 0
      ? `Your score has held steady since ${longDate(s.trend.since)}.`
      : `Your score is ${s.trend.change > 0 ? 'up' : 'down'} ${Math.abs(s.trend.change)} points since ${longDate(s.trend.since)}.`;
  return [
    addressed(
      s,
      s.scoreEnteredBySpecialist
        ? `your score of ${s.score} (${creditFigureMessages.enteredBySpecialist}) is in the ${s.band} band.`
        : `your score of ${s.score} is in the ${s.band} band.`,
    ),
    negativeItemsSentence(s),
    utilization,
    s.thinFile
      ? `Your credit history is ${s.accountAgeMonths} months old, which lenders see as a thin file.`
      : '',
    trend,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The active items that cost the most, named, at most five. */
function priorityIssues(s: CreditFileSummary): string[] {
  return s.active.slice(0, 5).map((i) => {
    const amount = i.amount ? `, ${usd(i.amount)}` : '';
    const obsolete =
      i.dateReported && s.obsolete.includes(i)
        ? `; past its reporting period (${longDate(reportableUntil(i.type, i.dateReported))})`
        : '';
    return `${i.title} (${i.creditor}${amount}): costs an estimated ${Math.abs(i.impact)} points${obsolete}`;
  });
}

function scoreProjection(s: CreditFileSummary): string {
  if (s.score === null) {
    return 'No projection yet: an estimate needs your current score. Add your credit report and run the analysis again.';
  }
  const goal =
    s.targetScore === null
      ? ''
      : s.score >= s.targetScore
        ? ` You are already at or above your goal of ${s.targetScore}.`
        : s.simulation && s.targetScore <= s.simulation.high
          ? ` Your goal of ${s.targetScore} falls within reach of this estimate.`
          : ` Your goal of ${s.targetScore} is above this estimate; reaching it will take longer than these steps alone.`;
  if (!s.simulation) {
    return `Your report shows nothing the simulator can act on, so an estimate is that your score stays near ${s.score} and rises slowly with on-time payments and low balances. This is an estimate, not a promise.${goal}`;
  }
  const steps = listInWords(s.simulation.actions.map((a) => simulatorActionLabels[a].toLowerCase()));
  return `Estimated range: about ${s.simulation.low} to ${s.simulation.high} over the next 3 to 6 months, from ${s.score} today, if these steps work out: ${steps} (the Score Simulator shows ${s.simulation.high} for the same steps, if every one succeeds). This is an estimate from industry averages scaled to your report, not a promise: results depend on what the bureaus and creditors verify, and only inaccurate or unverifiable items can be removed.${goal}`;
}

import type { CreditAnalysis } from '@app/contracts/credit-analysis.contract';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { CreditAnalysisFacts } from '../ai.port';
import type { CreditFileSummary } from './credit-file-summary';
import { countOf, creditorsOf } from './item-counts';

/** What to do about each kind of item, sized to this file; "none on your report" when there is none. */
export function disputeStrategyFor(
  summary: CreditFileSummary,
  facts: CreditAnalysisFacts,
): CreditAnalysis['disputeStrategy'] {
  const underDispute = (type: CreditIssueType) =>
    facts.issues.filter((i) => i.type === type && i.status === 'DISPUTED').length;
  const pending = (type: CreditIssueType) => {
    const n = underDispute(type);
    return n === 0
      ? ''
      : ` ${countOf(type, n)} ${n === 1 ? 'is' : 'are'} already under dispute; wait for the answer before sending another round.`;
  };
  const by = summary.activeByType;

  const collections =
    by.COLLECTION.length === 0
      ? `No active collections: none on your report.${pending('COLLECTION')}`
      : `You have ${countOf('COLLECTION', by.COLLECTION.length)} (${creditorsOf(by.COLLECTION)}). Start with a debt validation letter to each collector (FDCPA §809(b)). If a collector cannot validate the debt, or the details are wrong, dispute it with every bureau that reports it (FCRA §611), and if it comes back "verified", ask how it was verified (FCRA §611(a)(7)). Dispute only what you believe is inaccurate, incomplete or unverifiable.${pending('COLLECTION')}`;

  const latePayments =
    by.LATE_PAYMENT.length === 0
      ? `No active late payments: none on your report.${pending('LATE_PAYMENT')}`
      : `You have ${countOf('LATE_PAYMENT', by.LATE_PAYMENT.length)} (${creditorsOf(by.LATE_PAYMENT)}). Dispute any you did not make with the bureau (FCRA §611) and directly with the creditor (FCRA §623). For a late payment that is accurate and since paid, a goodwill request to the creditor is the honest route, not a dispute.${pending('LATE_PAYMENT')}`;

  const inquiries =
    by.INQUIRY.length === 0
      ? `No active hard inquiries: none on your report.${pending('INQUIRY')}`
      : `You have ${countOf('INQUIRY', by.INQUIRY.length)} (${creditorsOf(by.INQUIRY)}). Dispute only those you did not authorize, as made without a permissible purpose (FCRA §604); inquiries from your own applications are accurate, stop counting after 12 months and leave your report after two years.${pending('INQUIRY')}`;

  return { collections, latePayments, inquiries };
}

import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { plural } from '@app/contracts/common/plural';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { IssueFinding } from '@app/contracts/report-findings';
import {
  type AiAnalysis,
  type FoundIssue,
  reportUploadMessages,
} from '@app/contracts/report-uploads.contract';
import { auditReport } from '../report-audit/audit-report';
import { dayWords, usd } from '../report-audit/finding-words';
import type { ParsedAccount, ParsedReport } from './parsed-report';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function bureauList(bureaus: Bureau[]) {
  const names = bureaus.map((b) => bureauLabel[b]);
  if (names.length <= 1) return names[0] ?? 'the bureaus';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Rough points an item costs a mid-range score; the simulator and the issue list show it. */
export function impactOf(
  type: CreditIssueType,
  daysLate: number,
): Pick<FoundIssue, 'impact' | 'impactPoints'> {
  switch (type) {
    case 'BANKRUPTCY':
      return { impact: 'HIGH', impactPoints: 130 };
    case 'PUBLIC_RECORD':
    case 'REPOSSESSION':
    case 'FORECLOSURE':
      return { impact: 'HIGH', impactPoints: 90 };
    case 'CHARGE_OFF':
      return { impact: 'HIGH', impactPoints: 80 };
    case 'COLLECTION':
      return { impact: 'HIGH', impactPoints: 70 };
    case 'LATE_PAYMENT':
      return daysLate >= 90
        ? { impact: 'HIGH', impactPoints: 70 }
        : daysLate >= 60
          ? { impact: 'MEDIUM', impactPoints: 50 }
          : { impact: 'MEDIUM', impactPoints: 35 };
    default:
      return { impact: 'LOW', impactPoints: 5 };
  }
}

function accountIssue(a: ParsedAccount, findings: IssueFinding[]): FoundIssue {
  const type = a.negative as CreditIssueType;
  const where = a.bureaus.length ? `Reported by ${bureauList(a.bureaus)}` : 'Reported';
  const parts = [
    `${where} as ${type === 'LATE_PAYMENT' ? `${a.daysLate || 30} days late` : (a.status ?? type.toLowerCase().replace('_', '-'))}`,
    a.balanceCents !== null ? `balance ${usd(a.balanceCents)}` : null,
    a.originalCreditor ? `original creditor ${a.originalCreditor}` : null,
    a.accountLast4 ? `account ending ${a.accountLast4}` : null,
    a.disputed ? 'already marked as disputed by the consumer' : null,
  ].filter(Boolean);
  const actions: Record<string, string> = {
    COLLECTION:
      a.balanceCents === 0
        ? `Ask ${a.creditor} for a goodwill deletion of the paid collection, and dispute any detail the bureaus cannot verify.`
        : `Send ${a.creditor} a debt validation request (FDCPA section 809) and dispute with ${bureauList(a.bureaus)} any detail that is inaccurate or unverifiable.`,
    CHARGE_OFF: `Dispute the charge-off with ${bureauList(a.bureaus)} if the balance, dates or status are inaccurate; a charged-off balance sold to a collector must show $0.`,
    LATE_PAYMENT: `Dispute the late payment if it is inaccurate, or ask ${a.creditor} for a goodwill adjustment citing the payment record since.`,
    REPOSSESSION: `Request the repossession and sale accounting from ${a.creditor} and dispute any deficiency balance that is not accurate.`,
    FORECLOSURE: `Request the foreclosure sale accounting from ${a.creditor} and dispute any deficiency balance, or any date, that is not accurate.`,
  };
  return {
    type,
    ...impactOf(type, a.daysLate),
    amount: dollars(a.balanceCents),
    creditor: a.creditor,
    description: `${parts.join('; ')}.`,
    suggestedAction: actions[type] ?? 'Dispute the item with the bureaus that report it.',
    bureaus: a.bureaus,
    accountLast4: a.accountLast4,
    caseNumber: null,
    dateReported: a.dateReported,
    findings,
    foundBy: 'rules',
  };
}

function recommendationsFor(report: ParsedReport, issues: FoundIssue[]): string[] {
  const count = (t: CreditIssueType) => issues.filter((i) => i.type === t).length;
  const out: string[] = [];
  if (count('COLLECTION')) {
    out.push(
      `Start with the ${plural(count('COLLECTION'), 'collection account')}: request debt validation before paying anything, and dispute what the collector cannot prove.`,
    );
  }
  if (count('CHARGE_OFF'))
    out.push(
      `Check ${count('CHARGE_OFF') === 1 ? 'the charge-off' : `each of the ${plural(count('CHARGE_OFF'), 'charge-off')}`} for a wrong balance, date of first delinquency or duplicate reporting by a collector.`,
    );
  if (count('LATE_PAYMENT'))
    out.push(
      `Ask the creditors of the ${plural(count('LATE_PAYMENT'), 'account')} with late payments for a goodwill adjustment, and keep every payment on time from now on.`,
    );
  if (report.inquiries.length)
    out.push(
      `Review the ${report.inquiries.length} hard inquiry(ies); dispute any the client did not authorize.`,
    );
  if (report.publicRecords.length)
    out.push('Verify each public record with the court; bureaus must delete records they cannot verify.');
  const partial = issues.filter((i) => i.type !== 'INQUIRY' && i.bureaus.length > 0 && i.bureaus.length < 3);
  if (partial.length)
    out.push(
      `${plural(partial.length, 'item')} ${partial.length === 1 ? 'appears' : 'appear'} at only some bureaus: dispute each with the bureaus that report it, and compare the details across reports for inconsistencies.`,
    );
  const scores = Object.values(report.scores);
  if (scores.length >= 2 && Math.max(...scores) - Math.min(...scores) >= 20) {
    out.push(
      'The bureau scores differ by 20 points or more: compare the three reports line by line for items one bureau reports differently.',
    );
  }
  const withFacts = issues.filter((i) => i.findings.length > 0);
  if (withFacts.length)
    out.unshift(
      `${plural(withFacts.length, 'item')} ${withFacts.length === 1 ? 'carries' : 'carry'} facts that make ${withFacts.length === 1 ? 'it' : 'them'} disputable (values that differ between bureaus, dates past the reporting period, balances that should be zero): dispute these first, citing the facts shown with each.`,
    );
  if (out.length === 0)
    out.push('No negative items were found in this report. Keep balances low and payments on time.');
  out.push(
    "Disputes go to the bureaus only with the client's approval, and only for items that are inaccurate, incomplete or unverifiable.",
  );
  return out;
}

/** The median of the bureau scores (what lenders use), or the report's single score. */
function representativeScore(report: ParsedReport): number | null {
  const scores = Object.values(report.scores).sort((a, b) => a - b);
  if (scores.length === 0) return report.score;
  return scores[Math.floor((scores.length - 1) / 2)] as number;
}

/** The spec's aiAnalysis from what the parser found; full account numbers never appear in it. */
export function analysisOf(
  report: ParsedReport,
  extraction: AiAnalysis['extraction'],
  today: string,
): AiAnalysis {
  const audit = auditReport(report, today);
  const negatives = report.accounts
    .filter((a) => a.negative)
    .map((a) => accountIssue(a, audit.accounts.get(a) ?? []));
  const records: FoundIssue[] = report.publicRecords.map((r) => {
    const type: CreditIssueType = r.bankruptcy ? 'BANKRUPTCY' : 'PUBLIC_RECORD';
    const facts = [
      r.caseNumber ? `case ${r.caseNumber}` : null,
      r.filedDate ? `filed ${dayWords(r.filedDate)}` : null,
      r.status ? `status ${r.status}` : null,
      r.amountCents !== null ? `amount ${usd(r.amountCents)}` : null,
      r.bureaus.length ? `reported by ${bureauList(r.bureaus)}` : null,
    ].filter(Boolean);
    return {
      type,
      ...impactOf(type, 0),
      amount: dollars(r.amountCents),
      // A dispute of a public record names the court that holds it; the kind names it when no court is shown.
      creditor: r.court ?? r.recordType,
      description: `${r.recordType}${r.court ? ` in ${r.court}` : ''}${facts.length ? `: ${facts.join(', ')}` : ''}.`,
      suggestedAction: r.court
        ? `Verify the record with ${r.court}${r.caseNumber ? ` (case ${r.caseNumber})` : ''} and dispute any detail the bureaus cannot verify.`
        : 'Verify the record with the court that holds it and dispute any detail the bureaus cannot verify.',
      bureaus: r.bureaus,
      accountLast4: null,
      caseNumber: r.caseNumber,
      dateReported: r.filedDate,
      findings: audit.publicRecords.get(r) ?? [],
      foundBy: 'rules',
    };
  });
  const inquiries: FoundIssue[] = report.inquiries.map((i) => ({
    type: 'INQUIRY',
    ...impactOf('INQUIRY', 0),
    amount: null,
    creditor: i.creditor,
    description: `Hard inquiry${i.date ? ` on ${dayWords(i.date)}` : ''}${i.bureaus.length ? ` at ${bureauList(i.bureaus)}` : ''}.`,
    suggestedAction:
      'If the client did not apply for credit with this company, dispute the inquiry as unauthorized.',
    bureaus: i.bureaus,
    accountLast4: null,
    caseNumber: null,
    dateReported: i.date,
    findings: audit.inquiries.get(i) ?? [],
    foundBy: 'rules',
  }));
  const issuesFound = [...records, ...negatives, ...inquiries];
  const nothingFound =
    issuesFound.length === 0 && report.accounts.length === 0 && representativeScore(report) === null;
  return {
    // Compared with the client's file by the service, which knows whose report it is.
    identity: null,
    failure: null,
    creditScore: representativeScore(report),
    scores: report.scores,
    issuesFound,
    recommendations: recommendationsFor(report, issuesFound),
    accounts: report.accounts.map((a) => ({
      creditor: a.creditor,
      accountType: a.accountType,
      status: a.status,
      balance: dollars(a.balanceCents),
      bureaus: a.bureaus,
      accountLast4: a.accountLast4,
      negative: a.negative !== null,
    })),
    inquiries: report.inquiries,
    publicRecords: report.publicRecords.map((r) => ({
      recordType: r.recordType,
      court: r.court,
      caseNumber: r.caseNumber,
      filedDate: r.filedDate,
      amount: dollars(r.amountCents),
      status: r.status,
      bureaus: r.bureaus,
    })),
    layout: report.layout,
    extraction,
    engine: 'builtin',
    message: nothingFound ? reportUploadMessages.nothingFound : null,
  };
}

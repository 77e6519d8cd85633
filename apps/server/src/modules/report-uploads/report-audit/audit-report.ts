import type { IssueFinding } from '@app/contracts/report-findings';
import type {
  ParsedAccount,
  ParsedInquiry,
  ParsedPublicRecord,
  ParsedReport,
} from '../report-parser/parsed-report';
import { chargeOffGrew, paidWithBalance, reportedTwice } from './balance-facts';
import { bureauDifferences } from './bureau-differences';
import { lateWhileCurrent } from './payment-history';
import { accountPastReportingPeriod, oldInquiry, recordPastReportingPeriod } from './reporting-period';

export interface ReportAudit {
  accounts: Map<ParsedAccount, IssueFinding[]>;
  inquiries: Map<ParsedInquiry, IssueFinding[]>;
  publicRecords: Map<ParsedPublicRecord, IssueFinding[]>;
}

/**
 * The facts in a report's own per-bureau reading that make its items disputable. `today` (an ISO day)
 * is the caller's clock, so that the age rules can be tested on any date.
 */
export function auditReport(report: ParsedReport, today: string): ReportAudit {
  const twice = reportedTwice(report.accounts);
  const accounts = new Map<ParsedAccount, IssueFinding[]>();
  for (const a of report.accounts) {
    if (!a.negative) continue;
    const found = [
      ...bureauDifferences(a),
      ...accountPastReportingPeriod(a, today),
      ...paidWithBalance(a),
      ...(twice.get(a) ?? []),
      ...chargeOffGrew(a),
      ...lateWhileCurrent(a),
    ];
    if (found.length) accounts.set(a, found);
  }
  const inquiries = new Map<ParsedInquiry, IssueFinding[]>();
  for (const i of report.inquiries) {
    const found = oldInquiry(i, today);
    if (found.length) inquiries.set(i, found);
  }
  const publicRecords = new Map<ParsedPublicRecord, IssueFinding[]>();
  for (const r of report.publicRecords) {
    const found = recordPastReportingPeriod(r, today);
    if (found.length) publicRecords.set(r, found);
  }
  return { accounts, inquiries, publicRecords };
}

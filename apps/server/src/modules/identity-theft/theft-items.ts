import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue, CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { AccountPaymentStatus } from '@app/contracts/credit-monitoring.contract';
import type { TheftItem } from '@app/contracts/identity-theft.contract';
import type { FileAccount, FileInquiry } from '../../integrations/bureaus/bureaus.port';

const typeOfStatus: Partial<Record<AccountPaymentStatus, CreditIssueType>> = {
  Collection: 'COLLECTION',
  'Charge-off': 'CHARGE_OFF',
  Repossession: 'REPOSSESSION',
  '30 Days Late': 'LATE_PAYMENT',
  '60 Days Late': 'LATE_PAYMENT',
  '90 Days Late': 'LATE_PAYMENT',
};

/** How the letter engine names a tradeline: by its worst mark; null for one in good standing. */
function issueTypeOf(account: FileAccount): CreditIssueType | null {
  const byStatus = typeOfStatus[account.paymentStatus];
  if (byStatus) return byStatus;
  return account.paymentHistory.some((m) => m !== 'OK') ? 'LATE_PAYMENT' : null;
}

/**
 * The items of the person's file a scan reads: the newest imported file's tradelines and hard
 * inquiries (soft ones are no application for credit), else the items tracked from their
 * uploaded report. Keys are stable from pull to pull, so a mark survives a sync.
 */
export function theftItemsOf(
  file: { accounts: FileAccount[]; inquiries: FileInquiry[] } | null,
  issues: CreditIssue[],
): TheftItem[] {
  if (file) {
    return [
      ...file.accounts.map((a) => ({
        key: `file-account:${a.id}`,
        kind: 'ACCOUNT' as const,
        creditor: a.creditor,
        accountNumber: a.accountNumberLast4,
        openedDate: a.openedOn,
        description:
          a.accountType === a.paymentStatus
            ? a.accountType
            : `${a.accountType}, ${a.paymentStatus.toLowerCase()}`,
        bureaus: a.bureaus,
        issueType: issueTypeOf(a),
      })),
      ...file.inquiries
        .filter((i) => i.inquiryType === 'HARD')
        .map((i) => ({
          key: `file-inquiry:${i.id}`,
          kind: 'INQUIRY' as const,
          creditor: i.creditor,
          accountNumber: null,
          openedDate: i.inquiryDate,
          description: 'Hard inquiry',
          bureaus: i.bureaus,
          issueType: 'INQUIRY' as const,
        })),
    ];
  }
  return issues.filter((i) => i.type !== 'PUBLIC_RECORD' && i.type !== 'BANKRUPTCY').map(theftItemOfIssue);
}

/** An item tracked from the person's uploaded report, as the scan reads it. */
export function theftItemOfIssue(
  i: Pick<CreditIssue, 'id' | 'type' | 'creditor' | 'accountNumberLast4' | 'dateReported' | 'bureaus'>,
): TheftItem {
  return {
    key: `issue:${i.id}`,
    kind: i.type === 'INQUIRY' ? 'INQUIRY' : 'ACCOUNT',
    creditor: i.creditor,
    accountNumber: i.accountNumberLast4,
    openedDate: i.dateReported,
    description: creditIssueTypeLabels[i.type],
    bureaus: i.bureaus,
    issueType: i.type,
  };
}

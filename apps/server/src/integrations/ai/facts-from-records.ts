import type { CreditIssue, CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { PublicUser } from '@app/contracts/users.contract';
import type { DisputeLetterFacts } from './ai.port';

/** The person as a letter names them: full name and the lines of their mailing address. */
export function consumerFacts(person: PublicUser): DisputeLetterFacts['consumer'] {
  const a = person.address;
  return {
    fullName: `${person.firstName} ${person.lastName}`,
    addressLines: a
      ? [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zipCode}`].filter((l): l is string => !!l)
      : [],
  };
}

/** The account exactly as the report shows it; nothing more reaches a letter. */
export function accountFacts(issue: CreditIssue): DisputeLetterFacts['account'] {
  return {
    type: issue.type,
    creditor: issue.creditor,
    accountNumberLast4: issue.accountNumberLast4,
    caseNumber: issue.caseNumber,
    amount: issue.amount,
    dateReported: issue.dateReported,
    status: issue.status,
    description: issue.description,
    findings: issue.findings,
  };
}

/**
 * The account as the caller describes it (the spec's request without an issue id). The date the
 * item was added to our records is not when the bureau first reported it, so no date is claimed.
 */
export function accountFactsFromRequest(input: {
  issueType?: CreditIssueType;
  creditor?: string;
  amount?: string | number | null;
  description?: string;
}): DisputeLetterFacts['account'] {
  const amount =
    input.amount === null || input.amount === undefined
      ? null
      : Number(String(input.amount).replace(/[$,\s]/g, ''));
  return {
    type: input.issueType as CreditIssueType,
    creditor: input.creditor as string,
    accountNumberLast4: null,
    amount: amount !== null && Number.isFinite(amount) ? amount.toFixed(2) : null,
    dateReported: null,
    status: 'ACTIVE',
    description: input.description ?? '',
  };
}

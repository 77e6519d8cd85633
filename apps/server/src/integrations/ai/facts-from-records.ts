import type { CreditIssue } from '@app/contracts/credit-issues.contract';
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
    amount: issue.amount,
    dateReported: issue.dateReported,
    status: issue.status,
    description: issue.description,
    findings: issue.findings,
  };
}

import { bureaus } from '@app/contracts/bureaus';
import { centsToMoney } from '@app/contracts/common/money';
import type { DisputeReason } from '@app/contracts/dispute-letters.contract';
import { createBuiltinAi } from '../../integrations/ai/builtin.adapter';
import type { creditIssues, users } from '../schema';

type Bureau = keyof typeof bureaus;

/** The demo people's (fictional) mailing address. */
export interface DemoAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

export const demoAddress = {
  addressLine1: '1457 Maple Avenue',
  addressLine2: 'Apt 3B',
  city: 'Columbus',
  state: 'OH',
  zipCode: '43215',
} satisfies DemoAddress;

/** The demo disputes carry the letters the built-in engine writes for them, as a real user's would. */
export function demoDisputeLetter(
  user: typeof users.$inferSelect,
  issue: typeof creditIssues.$inferSelect,
  bureau: Bureau,
  reason: DisputeReason,
  date: Date,
  address: DemoAddress = demoAddress,
) {
  return createBuiltinAi().writeDisputeLetter({
    letterType: 'BUREAU_DISPUTE',
    reason,
    bureau,
    date: date.toISOString().slice(0, 10),
    consumer: {
      fullName: `${user.firstName} ${user.lastName}`,
      addressLines: [
        address.addressLine1,
        ...(address.addressLine2 ? [address.addressLine2] : []),
        `${address.city}, ${address.state} ${address.zipCode}`,
      ],
    },
    recipient: { name: bureaus[bureau].name, addressLines: [...bureaus[bureau].disputeAddress] },
    account: {
      type: issue.type,
      creditor: issue.creditor,
      accountNumberLast4: issue.accountNumberLast4,
      amount: issue.amountCents === null ? null : centsToMoney(issue.amountCents),
      dateReported: issue.dateReported,
      status: 'ACTIVE',
      description: issue.description,
    },
  });
}

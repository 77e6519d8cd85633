import type { BankAccountType } from '@app/contracts/bank-connections.contract';

export interface BankAccountRef {
  /** Our connection id: the simulation derives its figures from it, a real link would map it to its token. */
  connectionId: number;
  bankName: string;
  accountType: BankAccountType;
}

/** Reads balances of a connected account. */
export interface BankingPort {
  readonly source: 'SIMULATED';
  /** Daily balances in cents for the 30 days ending on `asOf`, oldest first. */
  balances(account: BankAccountRef, asOf: Date): Promise<{ date: string; balance: number }[]>;
}

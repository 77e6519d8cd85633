import type { Bureau } from '@app/contracts/bureaus';
import type {
  AccountPaymentStatus,
  BureauSource,
  MonitoringProvider,
} from '@app/contracts/credit-monitoring.contract';

/** Whose file to pull: what a bureau matches a person on. */
export interface BureauIdentity {
  firstName: string;
  lastName: string;
  /** 9 digits, no dashes. */
  ssn: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zipCode: string };
}

/** One tradeline (or collection account) as the bureaus report it. */
export interface FileAccount {
  /** The bureau's stable id of the tradeline: the same account keeps it from pull to pull. */
  id: string;
  creditor: string;
  accountName: string;
  /** e.g. 'Credit Card', 'Auto Loan', 'Collection' */
  accountType: string;
  revolving: boolean;
  accountNumberLast4: string | null;
  balanceCents: number;
  creditLimitCents: number | null;
  paymentStatus: AccountPaymentStatus;
  /** The last 24 months, newest first: 'OK', '30', '60', '90', 'CO' (charged off), 'CL' (collection). */
  paymentHistory: string[];
  /** yyyy-mm-dd */
  openedOn: string;
  /** yyyy-mm-dd of the first delinquency, for negative accounts */
  delinquentSince: string | null;
  bureaus: Bureau[];
}

export interface FileInquiry {
  id: string;
  creditor: string;
  inquiryType: 'HARD' | 'SOFT';
  /** yyyy-mm-dd */
  inquiryDate: string;
  bureaus: Bureau[];
}

export interface FilePublicRecord {
  id: string;
  /** e.g. 'Chapter 7 Bankruptcy', 'Civil Judgment', 'Tax Lien' */
  recordType: string;
  bankruptcy: boolean;
  /** yyyy-mm-dd */
  filedDate: string;
  amountCents: number | null;
  status: string;
  bureaus: Bureau[];
}

/** A tri-bureau credit file: what each bureau reports, merged item by item. */
export interface CreditFile {
  /** yyyy-mm-dd */
  reportDate: string;
  scores: Partial<Record<Bureau, number>>;
  accounts: FileAccount[];
  inquiries: FileInquiry[];
  publicRecords: FilePublicRecord[];
}

/** A monitoring account as the port needs it: the provider, and the credentials or identity to log in with. */
interface MonitoringLogin {
  provider: MonitoringProvider;
  accountEmail: string;
  /** The monitoring service's password (opened from its sealed form just for this call). */
  password: string | null;
  /** Experian connections made from the personal-information form pull by identity. */
  identity: BureauIdentity | null;
}

/** The provider could not be reached, refused, or answered nonsense; routes answer 502 naming it. */
export class BureauProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'BureauProviderError';
  }
}

export interface BureauPort {
  /** 'experian' for Experian's API, 'sandbox' for the built-in bureau (shown with a 'Sandbox' badge). */
  readonly source: BureauSource;
  pullCreditFile(identity: BureauIdentity, now?: Date): Promise<CreditFile>;
  syncMonitoring(connection: MonitoringLogin, now?: Date): Promise<CreditFile>;
}

import type { EmploymentType } from '@app/contracts/employment.contract';
import type {
  IncomeVerification,
  TaxEmploymentVerification,
  TaxSoftware,
  TaxVerificationStatus,
} from '@app/contracts/tax-integrations.contract';

/** A job as the person lists it on the Employment tab. */
export interface ListedJob {
  employer: string;
  employmentType: EmploymentType;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd; null while the job goes on. */
  endDate: string | null;
  annualSalaryCents: number;
}

export interface TaxReturnRequest {
  taxSoftware: TaxSoftware;
  taxYear: number;
  /** What the person told us; the simulator builds its return from it, a real provider reads the filed one. */
  listedJobs: ListedJob[];
  /** yyyy-mm-dd in the company's calendar: a job without an end date runs until today. */
  today: string;
}

export interface TaxReturnReading {
  verificationStatus: TaxVerificationStatus;
  /** Why, in words a consumer reads. */
  statusReason: string;
  incomeVerification: IncomeVerification | null;
  employmentVerification: TaxEmploymentVerification | null;
}

/** Reading a filed tax return through the person's tax software. */
export interface TaxPort {
  /** 'simulated' for the built-in simulation, shown as such on the page. */
  readonly source: 'provider' | 'simulated';
  readReturn(request: TaxReturnRequest): Promise<TaxReturnReading>;
}

import {
  type BusinessCreditEligibility,
  businessCreditEligibilityFor,
} from '@app/contracts/business-credit.contract';
import { isReadingSource } from '@app/contracts/credit-figures';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';

/** Eligibility from the person's real score (their latest report), never an assumed one. */
export function createBusinessCreditService(deps: { reports: Pick<CreditReportsService, 'latest'> }) {
  return {
    async eligibility(userId: number): Promise<BusinessCreditEligibility> {
      const report = await deps.reports.latest(userId);
      return businessCreditEligibilityFor(
        report?.creditScore ?? null,
        report?.lastUpdated ?? null,
        report ? !isReadingSource(report.source) : false,
      );
    },
  };
}
export type BusinessCreditService = ReturnType<typeof createBusinessCreditService>;

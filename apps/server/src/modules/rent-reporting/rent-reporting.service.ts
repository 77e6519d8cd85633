import { dayIn } from '@app/contracts/common/dates';
import { estimatedPoints, rentCostBenefit } from '@app/contracts/rent-reporting';
import type { RentReporting, RentService } from '@app/contracts/rent-reporting.contract';
import { findRentService, rentReportingServices } from '@app/contracts/rent-reporting-services';
import { badRequest } from '../../platform/errors';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { RentReportingRepository } from './rent-reporting.repository';

export function createRentReportingService(deps: {
  repo: RentReportingRepository;
  monitoring: Pick<CreditMonitoringService, 'openAccounts'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function overview(userId: number): Promise<RentReporting> {
    const open = await deps.monitoring.openAccounts(userId);
    const openAccounts = open === null ? null : open.length;
    const enrolled = new Map((await deps.repo.enrollmentsOf(userId)).map((r) => [r.serviceId, r.enrolledOn]));
    const services: RentService[] = rentReportingServices.map((s) => ({
      ...s,
      reportsToBureaus: [...s.reportsToBureaus],
      scoreImpact: estimatedPoints(openAccounts, s.reportsToBureaus),
      enrolledOn: enrolled.get(s.id) ?? null,
    }));
    const costBenefitAnalysis = rentCostBenefit(
      rentReportingServices.filter((s) => enrolled.has(s.id)),
      openAccounts,
    );
    return {
      services,
      openAccounts,
      scoreImpactEstimate: costBenefitAnalysis.estimatedScoreIncrease,
      costBenefitAnalysis,
    };
  }

  return {
    overview,
    /** Records the person's choice with today's date; nobody is signed up anywhere. */
    async enroll(userId: number, serviceIdOrName: string): Promise<RentService> {
      const service = findRentService(serviceIdOrName);
      if (!service)
        throw badRequest('Unknown service', [
          { field: 'body.serviceId', message: 'Choose a service from the list' },
        ]);
      await deps.repo.recordEnrollment(userId, service.id, dayIn(deps.timeZone, now()));
      const current = (await overview(userId)).services.find((s) => s.id === service.id);
      if (!current) throw new Error(`service ${service.id} left the catalogue`);
      return current;
    },
  };
}
export type RentReportingService = ReturnType<typeof createRentReportingService>;

import { dayIn } from '@app/contracts/common/dates';
import {
  type ConnectTaxSoftwareBody,
  type TaxIntegration,
  taxMessages,
  taxSoftwareLabels,
  taxYearProblem,
} from '@app/contracts/tax-integrations.contract';
import type { TaxPort } from '../../integrations/tax/tax.port';
import { badRequest, conflict } from '../../platform/errors';
import type { EmploymentService } from '../employment/employment.service';
import type { TaxIntegrationRow, TaxIntegrationsRepository } from './tax-integrations.repository';

const toIntegration = (r: TaxIntegrationRow): TaxIntegration => ({
  id: r.id,
  taxSoftware: r.taxSoftware,
  taxYear: r.taxYear,
  verificationStatus: r.verificationStatus,
  statusReason: r.statusReason,
  source: r.source,
  lastUpdated: r.lastUpdated.toISOString(),
  incomeVerification: r.incomeVerification ?? null,
  employmentVerification: r.employmentVerification ?? null,
});

export function createTaxIntegrationsService(deps: {
  repo: TaxIntegrationsRepository;
  tax: TaxPort;
  employment: Pick<EmploymentService, 'listedJobs'>;
  /** The company's time zone: the tax year that has ended is the one of its calendar. */
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async integrations(userId: number) {
      return (await repo.integrationsOf(userId)).map(toIntegration);
    },
    /** Links the software for a finished tax year and reads that year's return through the tax port. */
    async connect(userId: number, body: ConnectTaxSoftwareBody): Promise<TaxIntegration> {
      const at = now();
      const today = dayIn(deps.timeZone, at);
      const problem = taxYearProblem(body.taxYear, Number(today.slice(0, 4)));
      if (problem) throw badRequest(problem, [{ field: 'body.taxYear', message: problem }]);
      const duplicate = taxMessages.duplicate(taxSoftwareLabels[body.taxSoftware], body.taxYear);
      if (await repo.find(userId, body.taxSoftware, body.taxYear)) throw conflict(duplicate);
      const reading = await deps.tax.readReturn({
        taxSoftware: body.taxSoftware,
        taxYear: body.taxYear,
        listedJobs: await deps.employment.listedJobs(userId),
        today,
      });
      const row = await repo.insert({
        userId,
        taxSoftware: body.taxSoftware,
        taxYear: body.taxYear,
        source: deps.tax.source,
        ...reading,
        lastUpdated: at,
      });
      if (!row) throw conflict(duplicate);
      return toIntegration(row);
    },
  };
}
export type TaxIntegrationsService = ReturnType<typeof createTaxIntegrationsService>;

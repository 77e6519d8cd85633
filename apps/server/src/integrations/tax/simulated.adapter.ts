import type { TaxEmploymentType } from '@app/contracts/tax-integrations.contract';
import type { ListedJob, TaxPort, TaxReturnReading, TaxReturnRequest } from './tax.port';

const dayMs = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** The days of `year` the job ran (both ends counted), a job without an end running until `today`. */
export function daysWorkedIn(job: Pick<ListedJob, 'startDate' | 'endDate'>, year: number, today: string) {
  const from = Math.max(utcDay(job.startDate), utcDay(`${year}-01-01`));
  const to = Math.min(utcDay(job.endDate ?? today), utcDay(`${year}-12-31`));
  return to < from ? 0 : Math.round((to - from) / dayMs) + 1;
}

const daysIn = (year: number) => (utcDay(`${year + 1}-01-01`) - utcDay(`${year}-01-01`)) / dayMs;

/** The salary earned in `year`: the annual salary in proportion to the days worked, in cents. */
export function earnedIn(job: ListedJob, year: number, today: string) {
  return Math.round((job.annualSalaryCents * daysWorkedIn(job, year, today)) / daysIn(year));
}

const taxTypeOf = (job: ListedJob): TaxEmploymentType =>
  job.employmentType === 'FULL_TIME' || job.employmentType === 'PART_TIME' ? 'W2_EMPLOYEE' : 'SELF_EMPLOYED';

/**
 * No tax provider is connected: the "return" is worked out from the jobs the person lists, the
 * same answer for the same jobs every time, and the page says it is simulated.
 */
function simulatedReturn({ taxYear, listedJobs, today }: TaxReturnRequest): TaxReturnReading {
  const earnings = listedJobs
    .map((job) => ({ job, cents: earnedIn(job, taxYear, today) }))
    .filter((e) => e.cents > 0 || daysWorkedIn(e.job, taxYear, today) > 0);
  const sum = (type: TaxEmploymentType) =>
    earnings.filter((e) => taxTypeOf(e.job) === type).reduce((s, e) => s + e.cents, 0);
  const w2Income = sum('W2_EMPLOYEE');
  const selfEmploymentIncome = sum('SELF_EMPLOYED');
  const primary = [...earnings].sort((a, b) => b.cents - a.cents)[0];
  if (!primary || w2Income + selfEmploymentIncome === 0) {
    return {
      verificationStatus: 'FAILED',
      statusReason: `Simulated: none of the jobs you list has income in ${taxYear}. Add the job you had that year on the Employment tab, then connect again.`,
      incomeVerification: null,
      employmentVerification: null,
    };
  }
  const endDate =
    primary.job.endDate && primary.job.endDate <= `${taxYear}-12-31` ? primary.job.endDate : null;
  return {
    verificationStatus: 'VERIFIED',
    statusReason: `Simulated: worked out from the jobs you list for ${taxYear}, not read from a filed return.`,
    incomeVerification: {
      adjustedGrossIncome: w2Income + selfEmploymentIncome,
      w2Income,
      selfEmploymentIncome,
      otherIncome: 0,
    },
    employmentVerification: {
      primaryEmployer: primary.job.employer,
      employmentType: taxTypeOf(primary.job),
      startDate: primary.job.startDate,
      endDate,
    },
  };
}

export function createSimulatedTax(): TaxPort {
  return { source: 'simulated', readReturn: async (request) => simulatedReturn(request) };
}

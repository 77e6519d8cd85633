import { describe, expect, it } from 'vitest';
import { createSimulatedTax, daysWorkedIn, earnedIn } from './simulated.adapter';
import type { ListedJob, TaxPort } from './tax.port';

const clinic: ListedJob = {
  employer: 'Riverside Clinic',
  employmentType: 'FULL_TIME',
  startDate: '2024-07-01',
  endDate: null,
  annualSalaryCents: 58_000_00,
};
const urgentCare: ListedJob = {
  employer: 'Lakeside Urgent Care',
  employmentType: 'PART_TIME',
  startDate: '2021-03-01',
  endDate: '2024-06-28',
  annualSalaryCents: 41_000_00,
};
const freelance: ListedJob = {
  employer: 'Own practice',
  employmentType: 'CONTRACT',
  startDate: '2023-01-01',
  endDate: '2023-12-31',
  annualSalaryCents: 10_000_00,
};
const today = '2026-11-24';

// Every adapter of the port answers the same shape; only the simulation exists so far.
describe.each<[string, TaxPort]>([['simulated', createSimulatedTax()]])('tax port: %s', (_, tax) => {
  it('verifies a year the listed jobs cover, with income by source and the main employer', async () => {
    const reading = await tax.readReturn({
      taxSoftware: 'turbotax',
      taxYear: 2023,
      listedJobs: [urgentCare, freelance],
      today,
    });
    expect(reading.verificationStatus).toBe('VERIFIED');
    expect(reading.incomeVerification).toEqual({
      adjustedGrossIncome: 51_000_00,
      w2Income: 41_000_00,
      selfEmploymentIncome: 10_000_00,
      otherIncome: 0,
    });
    expect(reading.employmentVerification).toEqual({
      primaryEmployer: 'Lakeside Urgent Care',
      employmentType: 'W2_EMPLOYEE',
      startDate: '2021-03-01',
      endDate: null,
    });
  });

  it('answers the same for the same jobs', async () => {
    const request = {
      taxSoftware: 'hrblock' as const,
      taxYear: 2024,
      listedJobs: [clinic, urgentCare],
      today,
    };
    expect(await tax.readReturn(request)).toEqual(await tax.readReturn(request));
  });

  it('does not verify a year no listed job covers, and says what to do', async () => {
    const reading = await tax.readReturn({
      taxSoftware: 'taxact',
      taxYear: 2020,
      listedJobs: [clinic],
      today,
    });
    expect(reading.verificationStatus).toBe('FAILED');
    expect(reading.incomeVerification).toBeNull();
    expect(reading.statusReason).toMatch(/Add the job you had that year/);
  });
});

describe('simulated return arithmetic', () => {
  it('counts the days of the year a job ran, both ends included', () => {
    expect(daysWorkedIn(urgentCare, 2024, today)).toBe(180); // Jan 1 to Jun 28 of a leap year
    expect(daysWorkedIn(clinic, 2024, today)).toBe(184); // Jul 1 to Dec 31
    expect(daysWorkedIn(clinic, 2026, today)).toBe(328); // until today
    expect(daysWorkedIn(clinic, 2023, today)).toBe(0);
  });

  it('prorates the annual salary by the days worked', () => {
    expect(earnedIn(urgentCare, 2022, today)).toBe(41_000_00);
    expect(earnedIn(clinic, 2024, today)).toBe(Math.round((58_000_00 * 184) / 366));
  });
});

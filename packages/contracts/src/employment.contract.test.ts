import { describe, expect, it } from 'vitest';
import { addEmploymentRequest, currentAnnualSalary, isEmploymentDocument } from './employment.contract';

describe('employment rules', () => {
  it('states the salary of the jobs still held', () => {
    expect(
      currentAnnualSalary([
        { endDate: null, annualSalary: 58_000_00 },
        { endDate: '2024-06-30', annualSalary: 41_000_00 },
        { endDate: null, annualSalary: 6_000_00 },
      ]),
    ).toBe(64_000_00);
  });

  it('finds pay stubs and W-2s, 1099s and offer letters among the vault documents', () => {
    expect(isEmploymentDocument({ documentType: 'PAYSTUB', fileName: 'october.pdf' })).toBe(true);
    expect(isEmploymentDocument({ documentType: 'OTHER', fileName: 'W2-2025.pdf' })).toBe(true);
    expect(isEmploymentDocument({ documentType: 'OTHER', fileName: 'offer letter.pdf' })).toBe(true);
    expect(isEmploymentDocument({ documentType: 'UTILITY_BILL', fileName: 'utility-bill.pdf' })).toBe(false);
  });

  it('refuses an end before the start', () => {
    const base = {
      employer: 'A',
      jobTitle: 'B',
      employmentType: 'FULL_TIME',
      startDate: '2020-05-01',
      verificationMethod: 'MANUAL',
      annualSalary: 0,
    };
    expect(addEmploymentRequest.safeParse({ ...base, endDate: '2020-04-30' }).success).toBe(false);
    expect(addEmploymentRequest.safeParse({ ...base, endDate: '2020-05-01' }).success).toBe(true);
    expect(addEmploymentRequest.safeParse({ ...base, endDate: null }).success).toBe(true);
  });
});

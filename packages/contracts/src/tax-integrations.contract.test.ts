import { describe, expect, it } from 'vitest';
import { taxYearProblem, taxYearsOffered } from './tax-integrations.contract';

describe('tax years', () => {
  it('offers the last four finished years, newest first (the spec’s 2023-2020 in 2024)', () => {
    expect(taxYearsOffered(2024)).toEqual([2023, 2022, 2021, 2020]);
  });

  it('refuses a future year, the year not over yet, and years older than the list', () => {
    expect(taxYearProblem(2027, 2026)).toBe('Tax year 2027 is in the future');
    expect(taxYearProblem(2026, 2026)).toMatch(/not over yet/);
    expect(taxYearProblem(2021, 2026)).toBe('Choose a tax year from 2022 to 2025');
    expect(taxYearProblem(2022, 2026)).toBeNull();
    expect(taxYearProblem(2025, 2026)).toBeNull();
  });
});

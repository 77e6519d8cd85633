import { dollarsToCents } from '@app/contracts/common/cents';
import {
  defaultLoanScore,
  type LoanProfile,
  type LoanProfileFormValues,
  loanMoneyFields,
} from '@app/contracts/loan-readiness.contract';

/** The saved profile as the form shows it: cents as whole dollars. */
export function formValuesOf(profile: LoanProfile): LoanProfileFormValues {
  const values: LoanProfileFormValues = { ...profile };
  for (const f of loanMoneyFields) values[f] = profile[f] / 100;
  return values;
}

/** What the form sends: dollars × 100, empty 0, an emptied score 650. */
export function profileOf(values: LoanProfileFormValues): LoanProfile {
  const profile = {
    ...values,
    creditScore: values.creditScore === '' ? defaultLoanScore : values.creditScore,
    employmentLength: values.employmentLength === '' ? 0 : values.employmentLength,
  } as LoanProfile;
  for (const f of loanMoneyFields) profile[f] = dollarsToCents(values[f]);
  return profile;
}

import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

// The offered tax years are the four finished ones; two years back is one the beta tester worked
// (their jobs are seeded relative to today) and not the seeded TurboTax year.
const thisYear = new Date().getFullYear();
const twoYearsBack = thisYear - 2;

test('the beta tester connects tax software and adds a job on the Verify tab', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await page.goto('/credit-repair?tab=verify');

  // Tax Software (after Bank Accounts): the seeded TurboTax year, and plain words that no tax provider is connected.
  await page.getByRole('tab', { name: 'Tax Software', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Tax Software', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No tax provider connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: `TurboTax ${thisYear - 1}` })).toBeVisible();
  await expectAccessible(page, 'Connected Software');

  await openTab(page, 'Add Integration');
  const connect = page.getByRole('button', { name: 'Connect Tax Software' });
  await expect(connect).toBeDisabled();
  await page.getByLabel(/^Tax software/).selectOption({ label: 'H&R Block' });
  await page.getByLabel(/^Tax year/).selectOption(String(twoYearsBack));
  await expect(connect).toBeEnabled();
  await expectAccessible(page, 'Add Integration');
  await connect.click();
  await expect(page.getByRole('tab', { name: 'Connected Software' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(`H&R Block is connected for ${twoYearsBack}: verified.`)).toBeVisible();
  const added = page.getByRole('article', { name: `H&R Block ${twoYearsBack}` });
  await expect(added.getByText('Verified', { exact: true })).toBeVisible();
  await expect(added.getByText('Simulated (no tax provider connected)')).toBeVisible();

  // Income Verification, computed from the verified years: the seeded $58,000 job for last year.
  await openTab(page, 'Income Verification');
  const income = page.getByRole('tabpanel', { name: 'Income Verification' });
  await expect(page.getByText(`Verified income ${thisYear - 1}`, { exact: true })).toBeVisible();
  await expect(income.getByText('$58,000', { exact: true })).toBeVisible();
  await expect(page.getByText(`Change from ${thisYear - 2}`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'Income Verification');

  // Employment: the two seeded jobs, then a new one.
  await openTab(page, 'Employment');
  await expect(page.getByRole('article', { name: 'Medical Assistant at Riverside Clinic' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Patient Care Technician at Lakeside Urgent Care' }),
  ).toBeVisible();
  await expectAccessible(page, 'Employment History');

  await openTab(page, 'Add Employment');
  const add = page.getByRole('button', { name: 'Add Employment' });
  await expect(add).toBeDisabled();
  await page.getByLabel(/^Employer/).fill('Northside Pharmacy');
  await expect(add).toBeDisabled();
  await page.getByLabel(/^Job title/).fill('Weekend Pharmacy Aide');
  await expect(add).toBeEnabled();
  await page.getByLabel(/^Employment type/).selectOption({ label: 'Part-time' });
  await page.getByLabel(/^Annual salary/).fill('9600');
  await page.getByLabel(/^Start date/).fill(`${thisYear - 1}-03-01`);
  await page.getByLabel(/^How to verify/).selectOption({ label: 'Pay stub' });
  await expectAccessible(page, 'Add Employment');
  await add.click();
  await expect(page.getByRole('tab', { name: 'Employment History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('tabpanel', { name: 'Employment History' })
      .getByText('Weekend Pharmacy Aide at Northside Pharmacy is in your history.'),
  ).toBeVisible();
  const job = page.getByRole('article', { name: 'Weekend Pharmacy Aide at Northside Pharmacy' });
  await expect(job.getByText('Not verified yet')).toBeVisible();
  await expect(job.getByText(/\$9,600 a year/)).toBeVisible();

  // HR Systems: all available, none shown connected; Documents: the pay stub from the vault.
  await openTab(page, 'HR Systems');
  await expect(page.getByText('No HR system connected')).toBeVisible();
  await expect(page.getByText('Workday', { exact: true })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'HR Systems');
  await openTab(page, 'Documents');
  await expect(page.getByText('paystub-october.pdf')).toBeVisible();
  await expect(page.getByText('utility-bill.pdf')).toHaveCount(0);
  await expectAccessible(page, 'Employment documents');
});

import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

test('the beta tester scans their file, completes a recovery step and writes the §605B letters', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await page.goto('/credit-repair');
  await page.getByRole('tab', { name: 'ID Theft', exact: true }).click();

  // The seeded case: the Westlake Financial inquiry marked as not theirs, the FTC report filed (1 of 6).
  await expect(page.getByText('Identity theft case open')).toBeVisible();
  await expect(page.getByText('17%', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Not mine: Westlake Financial/ })).toBeChecked();
  await expectAccessible(page, 'ID Theft: recovery steps');

  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page.getByText('Scan complete: 1 item(s) and 1 pattern(s) found.')).toBeVisible();

  // A fraud alert at Equifax, with the bureau's public number; done once, its button then gone.
  const equifax = page
    .getByTestId('recovery-step')
    .filter({ hasText: 'Place a fraud alert or freeze at Equifax' });
  await expect(equifax.getByRole('link', { name: '1-800-685-1111' })).toBeVisible();
  await equifax.getByRole('button', { name: /^Mark as done/ }).click();
  await expect(equifax.getByText(/^Completed \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(equifax.getByRole('button', { name: /^Mark as done/ })).toHaveCount(0);
  await expect(page.getByText('33%', { exact: true })).toBeVisible();

  // Fraudulent Accounts: the dispute-account modal writes the letter through the letter engine.
  await page.getByRole('tab', { name: 'Fraudulent Accounts' }).click();
  await page.getByRole('button', { name: 'Dispute Westlake Financial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute Westlake Financial' });
  await dialog.getByRole('button', { name: /^Write my §605B letters/ }).click();
  await expect(dialog.getByLabel('Letter to TransUnion')).toContainText('605B');
  await expect(dialog.getByText('We do not mail these letters.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'ID Theft: dispute-account modal');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: 'Suspicious Patterns' }).click();
  await expect(page.getByText('1 credit application(s) you did not make')).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expectAccessible(page, 'ID Theft: documents');
});

test('a client with nothing marked sees No Identity Theft Detected and a scan that finds nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await page.goto('/credit-repair?tab=id-theft');
  await expect(page.getByRole('heading', { name: 'No Identity Theft Detected' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan my file' }).click();
  await expect(page.getByText('Scan complete: no signs of identity theft in what you marked.')).toBeVisible();
  await expectAccessible(page, 'ID Theft: nothing detected');
});

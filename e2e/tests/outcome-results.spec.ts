import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Results for both sides: the consumer's results under their letters (timeline and monthly report) and the
// professional's results in Analytics, each readable at both widths.
test('the consumer finds what each letter achieved and the monthly report on the client page', async ({
  page,
}) => {
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Disputes' }).click();
  await expect(page.getByRole('heading', { name: 'What each letter achieved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the report (PDF)' })).toHaveAttribute(
    'href',
    /\/api\/dispute-outcomes\/\d+\/proof-of-work\?month=\d{4}-\d{2}$/,
  );
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download the report (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page, 'the Disputes tab with its results');
});

test('the professional reads the results with their counts in Analytics', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/analytics');
  await expect(page.getByRole('heading', { name: 'What the letters achieved' })).toBeVisible();
  await page.getByText('Round', { exact: true }).click();
  await expectAccessible(page, 'the results in Analytics');
});

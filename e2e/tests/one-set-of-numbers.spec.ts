import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

const web = { 'x-requested-with': 'credit-repair-web' };

test('the score reads the same band for the client and in the admin’s Dispute Center; dispute counts say what they count', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await expect(page.getByTestId('summary-tile').filter({ hasText: 'Pending' })).toContainText('In progress');

  await page.goto('/dashboard');
  const gauge = page.getByTestId('score-gauge');
  await expect(gauge).toBeVisible();
  const label = (await gauge.getAttribute('aria-label')) ?? '';
  const [, score, band] = /Credit score (\d{3}) out of 850, rated (.+)$/.exec(label) ?? [];
  expect(score).toBeTruthy();
  // The number in the gauge is the real score at once, not the count-up's 300.
  await expect(page.getByTestId('score-gauge-number')).toHaveText(score as string);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin, 'Admin Portal');
  await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  const found = await admin.request.get(`/api/users?search=${encodeURIComponent(demo.beta.email)}`, {
    headers: web,
  });
  const betaId = (await found.json()).items[0].id as number;
  await admin.goto(`/admin-portal/disputes?client=${betaId}`);
  await expect(admin.getByTestId('client-score')).toHaveText(score as string);
  const scoreCard = admin.getByRole('region', { name: 'Credit Score', exact: true });
  await expect(scoreCard.getByText((band as string).toUpperCase(), { exact: true })).toBeVisible();

  await admin.goto(`/admin-portal/clients?client=${betaId}`);
  const card = admin.getByRole('region', { name: 'Selected client' });
  await expect(card.getByText('Awaiting mailing')).toBeVisible();
  await expect(card.getByText(/\d+ in progress/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Date of birth' })).toBeVisible();
  await context.close();
});

test('a date of birth on file is kept from the profile and edited by the person and their specialist', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demo.client);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  await page.goto('/credit-repair?tab=password');
  const section = page.getByRole('region', { name: 'Your date of birth' });
  await section.getByLabel('Date of birth').fill('1984-03-09');
  await section.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved: March 9, 1984.');
  await expectAccessible(page, 'Password tab with the date of birth');
  const profile = await page.request.get('/api/users/current', { headers: web });
  expect(await profile.text()).not.toContain('1984-03-09');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your date of birth' }).getByLabel('Date of birth'),
  ).toHaveValue('1984-03-09');
  // Removed again, so other tests see the demo client as seeded.
  await page.getByRole('region', { name: 'Your date of birth' }).getByLabel('Date of birth').fill('');
  await page
    .getByRole('region', { name: 'Your date of birth' })
    .getByRole('button', { name: 'Save date of birth' })
    .click();
  await expect(page.getByText('Removed from the file.')).toBeVisible();
});

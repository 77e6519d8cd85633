import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// Three pages, axe at two widths on each: more than the default 30 s.
test.describe.configure({ timeout: 150_000, mode: 'serial' });

test('the beta tester adds a loan and starts a negotiation that writes a letter', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await page.goto('/student-loans');
  await expect(page.getByRole('heading', { name: 'Student Loan Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Nelnet loan' })).toBeVisible();
  await expectAccessible(page, 'student loans');

  await page.getByRole('button', { name: 'Add Loan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Student Loan' });
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(dialog.getByText('Servicer name is required')).toBeVisible();
  await expect(dialog.getByText('Balance is required')).toBeVisible();
  await expect(dialog.getByText('Repayment plan is required')).toBeVisible();
  await expectAccessible(page, 'add loan dialog');
  await dialog.getByLabel(/^Servicer name/).fill('MOHELA');
  await dialog.getByLabel(/^Current balance/).fill('15000');
  await dialog.getByLabel(/^Interest rate/).fill('4.99');
  await dialog.getByLabel(/^Monthly payment/).fill('180');
  await dialog.getByLabel(/^Repayment plan/).fill('Graduated');
  await dialog.getByRole('button', { name: 'Add Loan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Student Loan Added' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const loan = page.getByRole('article', { name: 'MOHELA loan' });
  await expect(loan.getByText('N/A').first()).toBeVisible(); // no original balance given
  await loan.getByRole('button', { name: 'Reduce Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Negotiation Started' })).toBeVisible();

  await page.getByRole('tab', { name: 'Negotiations' }).click();
  await expect(page.getByText(/MOHELA · started/)).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const letter = page.getByRole('link', { name: 'Download Hardship letter to MOHELA (PDF)' });
  await expect(letter).toBeVisible();
  const response = await page.request.get((await letter.getAttribute('href')) as string);
  expect(response.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('tab', { name: 'AI Optimization' }).click();
  await expect(page.getByRole('article', { name: 'Consolidation Opportunity' })).toBeVisible();
  await expectAccessible(page, 'optimization tips');
});

test('the beta tester starts a recommended action and completes it', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await page.goto('/credit-building');
  await expect(page.getByRole('heading', { name: 'Credit Building', level: 1 })).toBeVisible();
  const first = page.getByRole('tabpanel').getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) as string;
  await expectAccessible(page, 'credit building');
  await first.getByRole('button', { name: 'Start Action' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Action updated successfully' })).toBeVisible();

  await page.getByRole('tab', { name: 'In Progress' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Action updated successfully' })).toBeVisible();
  // The first toast may still be up: the action leaving In Progress says this one is done.
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByRole('button')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Services' }).click();
  const partner = page.getByRole('link', { name: /Visit AnnualCreditReport.com/ });
  await expect(partner).toHaveAttribute('target', '_blank');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page, 'credit building services');
});

test('an onboarding step is completed by doing it, with the XP toast', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Your Onboarding Journey' });
  await expect(card).toBeVisible();
  // The demo file already has a disputed item and an approved letter: the seed claimed those steps.
  await expect(card.getByRole('button', { name: /Claim \+150 XP/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Claim \+250 XP/ })).toHaveCount(0);

  // Reading is not done yet: the server says so.
  await card
    .getByRole('button', { name: /Claim \+100 XP/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'This step is not done yet' })).toBeVisible();

  await page.goto('/education');
  for (const index of [0, 1]) {
    await page
      .getByRole('button', { name: /^Read Article/ })
      .nth(index)
      .click();
    const reader = page.getByRole('dialog');
    await expect(reader.getByRole('heading').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reader).toBeHidden();
  }
  await page.goto('/dashboard');
  await card
    .getByRole('button', { name: /Claim \+100 XP/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Step Completed +250 XP' })).toContainText(
    'You reached level 2.',
  );
  await expect(card.getByText('Level 2')).toBeVisible();
  await card.getByRole('button', { name: /Scholar \(new\)/ }).click();
  await expect(page.getByRole('dialog', { name: 'Scholar' })).toContainText('Epic');
  await expectAccessible(page, 'badge dialog');
});

test('the client page has a Password tab with the client rules', async ({ page }) => {
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await page.goto('/credit-repair?tab=password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  const errors = page.getByTestId('password-errors');
  await expect(errors).toContainText('Current password is required');
  await expect(errors).toContainText('New password is required');
  await page.getByLabel(/^Current Password/).fill('Wrong#Pass1');
  await page.getByLabel(/^New Password/).fill('Better{Pass}9');
  await page.getByLabel(/^Confirm New Password/).fill('Better{Pass}9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password Reset Failed' })).toBeVisible();
  await expectAccessible(page, 'password tab');
});

import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, freshClient, signIn } from './fixtures';

async function signInAs(page: Page, account: { email: string; password: string; firstName: string }) {
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
}

test('a beta tester generates a letter, edits it, approves it and sees the dispute on the dashboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, demo.beta);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${demo.beta.firstName}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-summary')).toContainText(/Your current score is \d{3}/);

  const analysis = page.getByRole('region', { name: 'Credit Report Analysis' });
  await analysis.getByRole('button', { name: 'Dispute: 30-day late payment, Toyota Motor Credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Dispute Letter' });
  await expect(dialog.getByLabel(/^Credit issue/)).toHaveValue(/\d+/);

  // Generate needs a bureau: only the bureaus that report the item are offered.
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(dialog.getByText('Choose the bureau to write to')).toBeVisible();
  const bureau = dialog.getByLabel(/^Credit bureau/);
  await expect(bureau.locator('option')).toHaveText(['Choose a bureau', 'Equifax', 'Experian']);
  await bureau.selectOption('EQUIFAX');

  // A recent item cannot be called obsolete.
  await expect(dialog.getByRole('radio', { name: /older than the 7 years/ })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'I did not pay late when it says I did' }).check();
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  // No AI model is configured here: the letter says who drafted it, and no toast claims AI.
  await expect(dialog.getByText('Drafted by our letter engine')).toBeVisible();
  await expect(page.getByText('AI dispute letter generated successfully')).toHaveCount(0);

  const letter = dialog.getByLabel(/^Dispute letter/);
  await expect(letter).toHaveValue(/Equifax Information Services LLC/);
  const edited = `${await letter.inputValue()}\n\nP.S. My bank statement for that month is enclosed.`;
  await letter.fill(edited);

  // Create Dispute needs the attestation.
  await dialog.getByRole('button', { name: 'Create Dispute' }).click();
  await expect(dialog.getByText('Please confirm that you believe this item is inaccurate')).toBeVisible();
  await dialog
    .getByRole('checkbox', {
      name: 'I believe this item is inaccurate, incomplete or unverifiable, and I approve this letter to be sent in my name',
    })
    .check();
  await dialog.getByRole('button', { name: 'Create Dispute' }).click();
  await expect(page.getByText('Dispute letter created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const active = page.getByTestId('active-disputes');
  const created = active.getByRole('listitem').filter({ hasText: '30-day late payment' });
  await expect(created).toContainText('Toyota Motor Credit · Equifax');
  // Not mailed yet: no answer date until the bureau receives it.
  await expect(created).toContainText('Not mailed yet');
  await expect(created).not.toContainText('answer due');
  // In dispute at Equifax now; Experian reports the item too, so the analysis still offers it.
  const toyota = analysis.getByRole('listitem').filter({ hasText: 'Toyota Motor Credit' });
  await expect(toyota.getByText(/Equifax: In dispute since /).first()).toBeVisible();
  await expect(
    analysis.getByRole('button', { name: 'Dispute: 30-day late payment, Toyota Motor Credit' }),
  ).toHaveCount(1);

  // The letter as edited is the one on file.
  await page.goto('/credit-repair?tab=disputes');
  const card = page.getByTestId('dispute-card').filter({ hasText: '30-day late payment · Equifax' });
  await card.getByRole('button', { name: 'View AI Letter' }).click();
  await expect(page.getByTestId('letter-text')).toContainText(
    'My bank statement for that month is enclosed.',
  );
});

test('a client without a plan is told, in plain words, which plans include the tools', async ({
  page,
  playwright,
  baseURL,
}) => {
  const client = await freshClient(playwright.request, baseURL ?? '');
  await signInAs(page, client);
  await expect(page.getByTestId('view-only-notice')).toContainText(
    'Filing your own disputes is part of the Pro and Elite plans.',
  );
  await expect(page.getByTestId('plan-badge').first()).toHaveText('No plan yet');
  await expect(page.getByText(/access level|Client Profile|Beta Tester|read-only/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Dispute/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'AI Tools' }).click();
  await expect(
    page.getByText('AI credit analysis is part of the Pro and Elite plans.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simulate' })).toHaveCount(0);

  for (const [path, words] of [
    ['/education', 'Education is part of the Pro and Elite plans.'],
    ['/credit-building', 'Credit Building is part of the Pro and Elite plans.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(words, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/billing');
  }
  await expectAccessible(page, 'a tool outside the plan');

  await page.goto('/dashboard');
  await expect(page.getByTestId('view-only-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Dispute Letter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Score Simulator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run AI Analysis' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Learning Center' })).toHaveCount(0);
  for (const path of ['/admin', '/admin-portal', '/admin-portal/disputes', '/support-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
});

test('a client on the Elite plan uses what the plan includes, and is not offered an upgrade', async ({
  page,
}) => {
  await signInAs(page, demo.client);
  await expect(page.getByTestId('view-only-notice')).toHaveCount(0);
  await page.getByRole('tab', { name: 'AI Tools' }).click();
  await expect(page.getByTestId('score-simulator')).toBeVisible();
  for (const [path, heading] of [
    ['/education', 'Learning Center'],
    ['/credit-building', 'Credit Building'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/not part of your plan/)).toHaveCount(0);
  }
  await expectAccessible(page, 'credit building on the Elite plan');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByTestId('plan-badge')).toHaveText('Elite Plan');
  await expect(drawer.getByRole('link', { name: 'Education' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the score simulator starts from the real score and needs an action', async ({ page }) => {
  await signInAs(page, demo.beta);
  await page.getByRole('tab', { name: 'AI Tools' }).click();
  const simulator = page.getByTestId('score-simulator');
  await expect(simulator).toContainText(/current score of \d{3}/);
  await expect(simulator).not.toContainText('current score of 650');
  await simulator.getByRole('button', { name: 'Simulate' }).click();
  await expect(simulator.getByText('Please select at least one action to simulate')).toBeVisible();
  await expect(simulator.getByRole('checkbox', { name: 'Pay off collections' })).toBeFocused();
  await simulator.getByRole('checkbox', { name: 'Pay off collections' }).check();
  await simulator.getByRole('checkbox', { name: 'Lower credit utilization below 10%' }).check();
  await simulator.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByTestId('simulated-score')).toHaveText(/\d{3}/);
  await expect(simulator).toContainText('Estimates based on industry averages');
  await simulator.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('simulated-score')).toHaveCount(0);
  await expect(simulator.getByRole('checkbox', { name: 'Pay off collections' })).not.toBeChecked();
});

test('the Learning Center searches, filters and opens an article', async ({ page }) => {
  await signInAs(page, demo.beta);
  await page.goto('/education');
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  // The two featured articles are not listed again below them.
  const titles = await page.getByTestId('article-card').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(2);
  expect(new Set(titles).size).toBe(titles.length);
  await page.getByRole('tab', { name: 'Building Credit' }).click();
  await expect(page.getByRole('tab', { name: 'Building Credit' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'All Articles' }).click();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz no such article');
  await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('utilization');
  await page.getByRole('button', { name: 'Read Article: Credit Utilization, Explained' }).first().click();
  const reader = page.getByRole('dialog', { name: 'Credit Utilization, Explained' });
  await expect(reader.getByTestId('article-body').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(reader.getByTestId('article-body').locator('p').first()).toBeVisible();
  // The article has its own address, and Back closes it.
  await expect(page).toHaveURL(/\/education\/\d+$/);
  await page.goBack();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/\/education$/);
  await page.getByRole('button', { name: 'Read Article: Credit Utilization, Explained' }).first().click();
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(reader).toBeHidden();
});

test('the Disputes tab shows the 14-day countdown once a letter is delivered', async ({ page }) => {
  await signInAs(page, demo.beta);
  await page.goto('/credit-repair?tab=disputes');
  const card = page.getByTestId('dispute-card').filter({ hasText: 'Voluntary repossession · TransUnion' });
  await expect(card.getByText('Simulated tracking', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Tracking number \d+ on the USPS website/ })).toHaveAttribute(
    'href',
    /tools\.usps\.com/,
  );
  // The tracking job may have marked the demo letter delivered already; otherwise the person confirms it.
  const confirm = card.getByRole('button', { name: 'Confirm Delivery' });
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect(card.getByText('Please select a delivery date')).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await card.getByLabel(/^Delivery date/).fill(today);
    await confirm.click();
    await expect(page.getByText('Delivery Confirmed')).toBeVisible();
  }
  // The main server's simulated mail runs 12 hours a second, so the job may have delivered the letter
  // on a day still ahead of the real one: the countdown runs to the follow-up day it names.
  const countdown = card.getByTestId('follow-up-countdown');
  await expect(countdown).toContainText(/14-day countdown: \d+ days? until follow-up on \w+ \d+, \d{4}/);
  const [, days, due] = /(\d+) days? until follow-up on (\w+ \d+, \d{4})/.exec(
    (await countdown.textContent()) ?? '',
  ) as RegExpExecArray;
  const daysUntil = await page.evaluate((day) => {
    const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
    return Math.round((midnight(new Date(day)) - midnight(new Date())) / 86_400_000);
  }, due as string);
  expect(Number(days)).toBe(daysUntil);
  expect(daysUntil).toBeGreaterThan(0);
  await expect(card.getByTestId('bureau-deadline')).toContainText(/days left/);

  // Refresh shows the latest tracking events.
  await card.getByRole('button', { name: /Refresh tracking/ }).click();
  await expect(card.getByTestId('tracking-history')).toBeVisible();
});

test.describe('credit core pages pass axe at 390 and 1280 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('dashboard', async ({ page }) => {
    await signInAs(page, demo.beta);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Follow-up Alerts' })).toBeVisible();
    await expect(page.getByTestId('score-gauge')).toBeVisible();
    await expect(page.getByTestId('active-disputes')).toBeVisible();
    await expectAccessible(page, '/dashboard');
    await page.getByRole('button', { name: 'Generate Dispute Letter' }).click();
    await expect(page.getByRole('dialog', { name: 'Generate Dispute Letter' })).toBeVisible();
    await expectAccessible(page, 'the dispute letter dialog');
  });

  test('credit-repair tabs', async ({ page }) => {
    await signInAs(page, demo.beta);
    await expect(page.getByTestId('issue-card').first()).toBeVisible();
    await expectAccessible(page, '/credit-repair Issues');
    await page.getByRole('tab', { name: 'Disputes' }).click();
    await expect(page.getByTestId('usps-tracking-card').first()).toBeVisible();
    await expectAccessible(page, '/credit-repair Disputes');
    await page.getByRole('tab', { name: 'AI Tools' }).click();
    await expect(page.getByTestId('score-simulator')).toBeVisible();
    await expectAccessible(page, '/credit-repair AI Tools');
  });

  test('learning center', async ({ page }) => {
    await signInAs(page, demo.beta);
    await page.goto('/education');
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    await expectAccessible(page, '/education');
  });
});

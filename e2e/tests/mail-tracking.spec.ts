import { calendarDaysBetween, localIsoDate, longDate } from '@app/contracts/follow-up';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// The simulated mail moves 12 hours per real second here (POSTAL_SIMULATOR_TIME_SCALE=43200 in the
// config's webServer), so a letter is delivered within about ten seconds of its number being added.
test.describe.configure({ timeout: 120_000 });

/** A valid IMpb number (22 digits with its check digit), new for each run. */
function freshTrackingNumber() {
  const body = `9407111899${String(Date.now()).slice(-11)}`;
  return `${body}${impbCheckDigit(body)}`;
}

/**
 * axe runs once the toast has closed by itself: the app-wide toast (lib/notify) has a close button
 * without a name and a low-contrast description, which are not these screens' findings.
 */
async function toastClosed(page: Page, title: string) {
  await expect(page.getByRole('alert').filter({ hasText: title })).toBeHidden({ timeout: 12_000 });
}

async function chooseClient(page: Page, search: string, option: RegExp) {
  const select = page.getByRole('textbox', { name: 'Show disputes of' });
  await select.click();
  await select.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('an admin mails a dispute, refreshes it until delivered, and the client sees the 14-day countdown', async ({
  page,
  browser,
}) => {
  const trackingNumber = freshTrackingNumber();

  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin portal' })
    .getByRole('link', { name: 'USPS Tracking' })
    .click();
  await expect(page.getByRole('heading', { name: 'USPS Tracking Management', level: 1 })).toBeVisible();

  await chooseClient(page, 'beta', /beta@example\.com/);
  await expect(page).toHaveURL(/client=\d+/);

  // Client-side checks come first: a corrupted check digit never reaches the server.
  const numberInput = page.getByRole('textbox', { name: 'USPS tracking number' });
  // The letter is chosen first, then its number: the picker does not wait for the number.
  const disputeSelect = page.getByRole('combobox', { name: 'Dispute' });
  await expect(disputeSelect).toBeEnabled();
  // The client's panel replaces the first client's once the new address has rendered (a router
  // transition, after the URL changed): what is typed into the one it replaces is gone, so the
  // steps are taken again until the refusal shows on the panel that stays.
  await expect(async () => {
    await numberInput.fill(`${trackingNumber.slice(0, -1)}${(Number(trackingNumber.slice(-1)) + 1) % 10}`);
    await disputeSelect.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add Tracking' }).click();
    await expect(page.getByText('does not pass the USPS check digit')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const disputeLabel = (await disputeSelect.locator('option:checked').textContent()) ?? '';
  expect(disputeLabel, 'the beta client has a letter without a tracking number').not.toBe('Choose a dispute');

  await numberInput.fill(trackingNumber);
  await page.getByRole('button', { name: 'Add Tracking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tracking Added' })).toBeVisible();

  const row = page.getByTestId('tracking-row').filter({ hasText: trackingNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Details/ }).click();
  const card = row.getByTestId('usps-tracking-card');
  await expect(card.getByRole('heading', { name: 'USPS Certified Mail Tracking' })).toBeVisible();
  await expect(card.getByText('Simulated tracking')).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(trackingNumber) })).toHaveAttribute(
    'href',
    new RegExp(`tools\\.usps\\.com.*${trackingNumber}`),
  );

  // Refresh until USPS (simulated) reports delivery and the dispute records it.
  await expect(async () => {
    await card.getByRole('button', { name: /^Refresh/ }).click();
    await expect(page.getByText('Dispute status updated to: Delivered')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 2_000] });
  await expect(card.getByTestId('tracking-status')).toHaveText(/Delivered/i);
  await expect(card.getByText(/Follow-up due/i)).toBeVisible();

  // The follow-up date the server set: 14 days after the delivery it recorded.
  const list = await page.request.get(`/api/admin/tracking?userId=0&page=1&pageSize=100`, {
    headers: { 'x-requested-with': 'credit-repair-web' },
  });
  expect(list.ok()).toBe(true);
  const mailed = (
    (await list.json()) as {
      items: {
        uspsTrackingNumber: string | null;
        followUpDate: string | null;
        deliveryDate: string | null;
      }[];
    }
  ).items.find((d) => d.uspsTrackingNumber === trackingNumber);
  expect(mailed?.deliveryDate).toBeTruthy();
  const followUpDate = mailed?.followUpDate as string;
  expect(calendarDaysBetween(mailed?.deliveryDate as string, followUpDate)).toBe(14);
  await expect(card).toContainText(longDate(followUpDate));

  // The client's Disputes tab shows the countdown on that dispute.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, demo.beta);
  await expect(clientPage.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await clientPage.getByRole('tab', { name: 'Disputes' }).click();
  const disputeCard = clientPage.getByTestId('dispute-card').filter({ hasText: trackingNumber });
  await expect(disputeCard).toBeVisible({ timeout: 15_000 });
  await expect(disputeCard).toContainText(/Follow-up/i);
  await expect(disputeCard).toContainText(longDate(followUpDate));
  const daysLeft = calendarDaysBetween(localIsoDate(), followUpDate);
  if (daysLeft > 3) await expect(disputeCard).toContainText(`${daysLeft} days`);
  await clientContext.close();
});

test('the tracking page passes axe at 390 and 1280 px, list and full card', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/tracking');
  await expect(page.getByRole('heading', { name: 'USPS Tracking Management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tracking-row').first()).toBeVisible();
  await expect(page.getByTestId('counter-needFollowUp')).toBeVisible();
  await expectAccessible(page, 'USPS tracking');

  await chooseClient(page, 'All', /^All Clients$/);
  await expect(page.getByRole('combobox', { name: 'Dispute' })).toBeDisabled();
  await expect(
    page.getByText('Choose one client above to list their letters without a number.'),
  ).toBeVisible();
  // The previous client's rows stay on screen (aria-busy) until all clients' rows arrive.
  const list = page.getByRole('list', { name: 'Disputes and their tracking' });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(
    page.getByTestId('tracking-row').filter({ hasText: demo.beta.lastName }).first(),
  ).toBeVisible();
  const number = await page
    .getByTestId('tracking-row')
    .filter({ hasText: /Follow-up required/ })
    .first()
    .getByText(/^\d{22}$/)
    .textContent();
  const delivered = page.getByTestId('tracking-row').filter({ hasText: number ?? '' });
  await delivered.getByRole('button', { name: /^Details/ }).click();
  await expect(delivered.getByRole('heading', { name: 'Tracking history' })).toBeVisible();
  await expect(delivered.getByRole('button', { name: /^Show All \(\d+\)$/ })).toBeVisible();
  await delivered.getByRole('button', { name: /^Show All/ }).click();
  await expect(delivered.getByRole('button', { name: 'Show Less' })).toBeVisible();
  await expectAccessible(page, 'USPS tracking with a full card');
});

test('bureau response analysis: record, analyze, next round; axe at 390 and 1280 px', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/bureau-analysis');
  await expect(page.getByRole('heading', { name: 'Bureau Response Analysis', level: 1 })).toBeVisible();
  // The first client is chosen without asking, and its three demo answers are listed.
  await expect(page.getByTestId('bureau-response')).toHaveCount(3);
  await expectAccessible(page, 'bureau analysis');

  // A missing field is refused before anything is sent.
  await page.getByRole('button', { name: 'Add Response' }).click();
  await page.getByRole('button', { name: 'Add & Analyze' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // VERIFIED: analysis, then the next round with the drafted letter.
  const verified = page.getByTestId('bureau-response').filter({ hasText: 'Verified as accurate' });
  await expect(verified.getByRole('tab', { name: 'Analysis' })).toBeDisabled();
  await verified.getByRole('button', { name: 'Analyze' }).click();
  await expect(verified.getByText('Analyzed')).toBeVisible();
  await expect(verified.getByRole('progressbar', { name: 'Success probability' })).toBeVisible();
  await expect(verified.getByText('Worked out by our rules')).toBeVisible();
  await expect(verified.getByText('Recommended actions')).toBeVisible();
  await toastClosed(page, 'Analysis Complete');
  await expectAccessible(page, 'bureau analysis with an analysis');

  await verified.getByRole('tab', { name: 'Next Steps' }).click();
  await expect(verified.getByRole('textbox', { name: 'Next dispute letter' })).toHaveValue(
    /method of verification/i,
  );
  await verified.getByRole('button', { name: 'Create next-round dispute' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Next Round Created' })).toBeVisible();
  await expect(verified.getByTestId('next-round')).toContainText('Round 2 dispute created');
  await expect(verified.getByRole('button', { name: 'Create next-round dispute' })).toHaveCount(0);
  await toastClosed(page, 'Next Round Created');
  await expectAccessible(page, 'bureau analysis next steps');
});

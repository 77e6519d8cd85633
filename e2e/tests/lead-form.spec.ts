import { expect, type Page, test } from '@playwright/test';

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

test('the lead form marks each missing field, then sends the lead and says what happens next', async ({
  page,
}) => {
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { name: 'Start Your Credit Repair Journey' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(12);
  const urgency = page.getByLabel('How soon do you need help?');
  await expect(urgency.locator('option')).toHaveText([
    'Normal - Within 30 days',
    'Urgent - Within 1 week',
    'ASAP - Immediate assistance needed',
  ]);

  const submit = page.getByRole('button', { name: 'Submit Request' });
  await submit.click();
  await expect(toast(page, 'Required Fields Missing')).toContainText(
    'Please fill in your name and phone number.',
  );
  // Each field at fault says so beside it, and focus goes to the first, where the person can act.
  await expect(page.getByLabel(/^First Name/)).toBeFocused();
  for (const label of [/^First Name/, /^Last Name/, /^Phone Number/]) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Collections' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^First Name/).fill('Robin');
  await page.getByLabel(/^Last Name/).fill('Lee');
  await page.getByLabel(/^Phone Number/).fill('(555) 010-4477');
  await submit.click();
  await expect(toast(page, 'Credit Issues Required')).toContainText(
    "Please select at least one credit issue you'd like help with.",
  );
  await expect(page.getByRole('checkbox', { name: 'Collections' })).toBeFocused();
  // At most one toast at a time.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  await expect(page.getByLabel(/^First Name/)).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^Email/).fill('robin.lee@example.com');
  await page.getByRole('checkbox', { name: 'Collections' }).check();
  await page.getByRole('checkbox', { name: 'Identity Theft' }).check();
  await page.getByLabel('Additional Details').fill('Two collections from an old phone contract.');
  await urgency.selectOption('urgent');
  await submit.click();
  // The form gives way to a confirmation with the spec's words and the next step.
  const confirmation = page.getByTestId('lead-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeFocused();
  await expect(confirmation).toContainText(
    "Your credit repair request has been sent to our team. You'll receive a call within 24 hours.",
  );
  await expect(confirmation).toContainText('Next step');
  await expect(confirmation).toContainText('(555) 010-4477');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);

  await confirmation.getByRole('button', { name: 'Submit another request' }).click();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Collections' })).not.toBeChecked();
  await expect(urgency).toHaveValue('normal');
});

test('while the lead is sent the button says so, and a server failure keeps the form filled', async ({
  page,
}) => {
  await page.route('**/api/contact/lead-submission', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/get-started');
  await page.getByLabel(/^First Name/).fill('Robin');
  await page.getByLabel(/^Last Name/).fill('Lee');
  await page.getByLabel(/^Phone Number/).fill('555 010 4477');
  await page.getByRole('checkbox', { name: 'Other' }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting Your Request...' })).toBeDisabled();
  await expect(toast(page, 'Request Received')).toContainText(
    'Your information has been logged. Our team at support@example.com will contact you within 24 hours.',
  );
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Robin');
});

test('a malformed phone is marked before sending, and fields the server refuses are marked where they are', async ({
  page,
}) => {
  let sent = 0;
  await page.route('**/api/contact/lead-submission', (route) => {
    sent += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body.email: This address cannot receive mail',
          details: [{ field: 'body.email', message: 'This address cannot receive mail' }],
        },
      }),
    });
  });
  await page.goto('/get-started');
  await page.getByLabel(/^First Name/).fill('Robin');
  await page.getByLabel(/^Last Name/).fill('Lee');
  await page.getByLabel(/^Phone Number/).fill('call me');
  await page.getByRole('checkbox', { name: 'Other' }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Phone may contain digits, spaces and + ( ) - . only')).toBeVisible();
  await expect(page.getByLabel(/^Phone Number/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Phone Number/)).toBeFocused();
  expect(sent).toBe(0);

  await page.getByLabel(/^Phone Number/).fill('555 010 4477');
  await page.getByLabel(/^Email/).fill('robin@example.com');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('This address cannot receive mail')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(toast(page, 'Request Received')).toHaveCount(0);
  expect(sent).toBe(1);
});

test('Back to Home returns to the landing page', async ({ page }) => {
  await page.goto('/get-started');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Take back control');
});

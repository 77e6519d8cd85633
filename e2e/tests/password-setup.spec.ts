import { expect, test } from '@playwright/test';
import { signIn, temporaryAdmin } from './fixtures';

test('a temporary password must be replaced before anything else, with every rule shown live', async ({
  page,
}) => {
  const admin = temporaryAdmin(0);
  await signIn(page, admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  // The password just typed serves as the current one: no field asks for it again.
  await expect(page.getByLabel(/^Temporary Password/)).toHaveCount(0);
  await expect(page.getByText('Password must contain at least one special character').first()).toBeVisible();

  const newPassword = page.getByLabel(/^Create New Password/);
  const confirmation = page.getByLabel(/^Confirm New Password/);
  const errors = page.getByTestId('password-errors');
  await newPassword.fill('abc');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Password confirmation is required',
    'Password must be at least 8 characters long',
    'Password must contain at least one uppercase letter',
    'Password must contain at least one number',
    // An admin's password meets the admin portal's rule.
    'Password must contain at least one special character (@$!%*?&)',
  ]);
  await newPassword.fill(admin.password);
  await confirmation.fill(admin.password);
  await expect(errors).toContainText('You must choose a different password than the temporary one');

  // Reloading forgets the typed password; the screen then asks for it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  await page.getByLabel(/^Temporary Password/).fill(admin.password);
  await page.getByLabel(/^Create New Password/).fill('Fresh@Start2026');
  await page.getByLabel(/^Confirm New Password/).fill('Fresh@Start2026');
  await expect(errors).toHaveCount(0);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
});

test('a refused new password shows the server message in a toast', async ({ page }) => {
  const admin = temporaryAdmin(1);
  await signIn(page, admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
  await page.route('**/api/auth/reset-password', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'WEAK_PASSWORD', message: 'This password is too common. Please choose another' },
      }),
    }),
  );
  await page.getByLabel(/^Create New Password/).fill('Password@2026');
  await page.getByLabel(/^Confirm New Password/).fill('Password@2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Password Setup Failed' });
  await expect(toast).toContainText('This password is too common. Please choose another');
  await expect(page.getByRole('heading', { name: 'Password Setup Required' })).toBeVisible();
});

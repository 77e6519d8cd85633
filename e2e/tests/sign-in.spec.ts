import { expect, test } from '@playwright/test';
import { demo, emailField, passwordField, signIn } from './fixtures';

test('the sign-in screen switches portal type, shows the password, and waits for both fields', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Portal type' }).getByText('Admin Portal').click();
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText('Sign in to manage clients')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeDisabled();
  await emailField(page).fill('someone@example.com');
  await expect(submit).toBeDisabled();
  await passwordField(page).fill('secret');
  await expect(submit).toBeEnabled();

  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
});

test('any failure shows the one generic message', async ({ page }) => {
  await signIn(page, { email: 'nobody@example.com', password: 'Wrong#Pass1' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }),
  ).toBeVisible();

  // A client using the admin portal is refused with the same words (the reason is only logged).
  await page.reload();
  await signIn(page, demo.client, 'Admin Portal');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
});

test('a client signs in to the credit-repair page at /', async ({ page }) => {
  await signIn(page, demo.client);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
  // Casey pays for the Elite plan: her badge names it, and the tools it includes are in her navigation.
  await expect(page.getByTestId('plan-badge')).toHaveText(['Elite Plan', 'Elite Plan']);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Credit Repair',
    'Dashboard',
    'Student Loans',
    'Credit Building',
    'Education',
    'Experian Connect',
    'Billing',
  ]);
  await expect(nav.getByRole('link', { name: 'Credit Repair' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/Client View|Client Profile/)).toHaveCount(0);
  await expect(page.getByTestId('header-user-name')).toHaveText(
    `${demo.client.firstName} ${demo.client.lastName}`,
  );
});

test('an admin signs in through the admin portal to the admin portal at /', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `${demo.admin.firstName} ${demo.admin.lastName}` })).toHaveText(
    'AM',
  );
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin portal' })
    .getByRole('link', { name: 'USPS Tracking' })
    .click();
  await expect(page).toHaveURL(/\/admin-portal\/tracking$/);
  await expect(page.getByRole('heading', { name: 'USPS Tracking Management' })).toBeVisible();
  await page.goto('/admin-portal/no-such-section');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

  // The client pages show the admin links and badge.
  await page.goto('/billing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Credit Repair',
    'Dashboard',
    'Student Loans',
    'Credit Building',
    'Education',
    'Experian Connect',
    'Billing',
    'Admin',
    'Support Center',
  ]);
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  // The Support Center is admin work: it keeps the admin portal's navigation, as every admin page does.
  await page.goto('/support-admin');
  await expect(page.getByRole('heading', { name: 'Support Center' })).toBeVisible();
  const portal = page.getByRole('navigation', { name: 'Admin portal' });
  await expect(portal.getByRole('link', { name: 'Support Center' })).toHaveAttribute('aria-current', 'page');
  await expect(portal.getByRole('link', { name: 'Work Queue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

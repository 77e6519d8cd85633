import { expect, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

// The figures come from the server's latest count: the page says when it was taken and can ask for a new one.
test('analytics says when its figures were counted and refreshes them on request', async ({ page }) => {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto('/admin-portal/analytics');
  const countedAt = page.getByText(/^Figures as of .+, updated every minute\.$/);
  await expect(countedAt).toBeVisible();
  await expect(page.getByText('Active issues')).toBeVisible();

  const refreshed = page.waitForResponse(
    (res) => res.url().endsWith('/api/admin/analytics?fresh=true') && res.status() === 200,
  );
  await page.getByRole('button', { name: 'Refresh figures' }).click();
  await refreshed;
  await expect(countedAt).toBeVisible();
  await expect(page.getByText('The figures could not be refreshed')).toHaveCount(0);
});

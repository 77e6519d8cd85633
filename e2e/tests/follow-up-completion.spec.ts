import { expect, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

// The demo beta tester's follow-up is completed and then undone, at each width, so the demo data is
// left as it was found.
test.describe.configure({ timeout: 90_000, mode: 'serial' });

for (const width of [390, 1280]) {
  test(`a due follow-up is finished on its own dispute, with what the bureau said, and undone (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, demo.beta);
    const steps = page.getByRole('region', { name: 'Your next steps' });
    const step = steps
      .getByTestId('next-step')
      .filter({ hasText: /^Follow up with / })
      .first();
    await expect(step).toContainText(/due .+, \d+ days? overdue|due today/);
    await step.getByRole('link', { name: 'Mark it completed' }).click();
    await expect(page).toHaveURL(/\/credit-repair\?tab=disputes&dispute=\d+$/);
    const id = new URL(page.url()).searchParams.get('dispute');
    const card = page.locator(`#dispute-${id}`);
    const complete = card.getByRole('button', { name: /^Mark Completed: follow-up for / });
    // The follow-up's own box is scrolled to, with its button on screen.
    await expect(complete).toBeInViewport();
    await expect(card.getByText('Follow-up Required').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`follow-up-${width}.png`) });

    await complete.click();
    const dialog = page.getByRole('dialog', { name: /^Follow-up done: / });
    await expect(dialog.getByRole('radiogroup', { name: /What did the bureau say\?/ })).toBeVisible();
    await expectAccessible(page, 'the follow-up completion dialog');
    await page.setViewportSize({ width, height: 844 });
    await dialog.getByRole('radio', { name: 'No answer yet' }).check();
    await dialog.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('It is cleared everywhere. You can undo this for a day.')).toBeVisible();

    const done = card.getByTestId('follow-up-completed');
    await expect(done).toContainText('Follow-up completed');
    await expect(done).toContainText('No answer yet');
    await expect(card.getByText('Follow-up Required')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`follow-up-done-${width}.png`) });
    await expectAccessible(page, 'a dispute with its follow-up completed');

    // Undo, within the day: the follow-up is due again.
    await done.getByRole('button', { name: /^Undo/ }).click();
    await expect(card.getByRole('button', { name: /^Mark Completed: follow-up for / })).toBeVisible();
    await expect(card.getByTestId('follow-up-completed')).toHaveCount(0);
    await expect(page.getByText('Follow-up back on your list')).toBeVisible();
  });
}

import type { NextSteps } from '@app/contracts/notices.contract';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

// A client home opens with the person's next steps, whose height is known only with their answer.
// Anything shown under them before that answer would be pushed down the screen when it arrives: a
// jump the person sees (a tap meant for a tab lands on a step), and a quarter of a page's Lighthouse
// score. The answer here is held back, then given with two steps, taller than their placeholder.
const twoSteps: NextSteps = {
  steps: [1, 2].map((n) => ({
    key: `MARK_FOLLOW_UP:${n}`,
    kind: 'MARK_FOLLOW_UP',
    title: `Follow up with bureau ${n}`,
    detail: 'Check for the bureau’s answer, then mark the follow-up completed.',
    href: '/credit-repair?tab=disputes',
    actionLabel: 'Mark it completed',
    since: null,
  })),
  count: 2,
  hasReport: true,
};

declare global {
  interface Window {
    layoutShift: number;
  }
}

/**
 * Sums the layout shifts of the page's content (in `main`) from its first paint on, as Lighthouse's
 * CLS does. The support line under `main` may move down as the content grows; nothing above it may.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      const content = document.getElementById('main');
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && entry.sources.some((s) => s.node && content?.contains(s.node)))
          window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const homes = [
  { path: '/credit-repair', shown: (page: Page) => page.getByRole('tab', { name: 'Issues' }) },
  { path: '/dashboard', shown: (page: Page) => page.getByText('Active Issues', { exact: true }) },
];

/** Holds the next steps' answer back until the returned function gives it, with two steps. */
async function holdNextSteps(page: Page) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.unrouteAll();
  await page.route('**/api/next-steps', async (route) => {
    await answered;
    await route.fulfill({ json: twoSteps });
  });
  return answer;
}

for (const width of [390, 1280])
  test(`the client homes keep still while their next steps arrive (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await signIn(page, demo.client);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await recordLayoutShifts(page);

    for (const home of homes) {
      const answer = await holdNextSteps(page);
      await page.goto(home.path);
      await expect(page.getByRole('status', { name: 'Loading your next steps' })).toBeVisible();
      await expect(home.shown(page)).toBeHidden();

      answer();
      await expect(page.getByText('Follow up with bureau 2')).toBeVisible();
      await expect(home.shown(page)).toBeVisible();
      // Two frames, so the shift of the answer's paint is reported before it is read.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await page.evaluate(() => window.layoutShift), home.path).toBe(0);
    }
    await context.close();
  });

import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fakeLobKey,
  startFakeLob,
} from '../../apps/server/src/integrations/print-mail/fake-print-mail-servers.fixture';
import { signLobWebhook } from '../../apps/server/src/integrations/print-mail/lob-webhook';
import { writeDemoClientLetters } from './demo-client-letters';
import { demo, expectAccessible, signIn } from './fixtures';
import { startOwnServer } from './own-server';

// A server of its own mailing through a local fake of Lob's API, so the test can send the signed
// "returned to sender" webhook a real letter may bring. Shots go to SHOTS_DIR when it is set.
test.describe.configure({ timeout: 240_000 });

const secret = 'whsec_e2e_mail_queue';
const shotsDir = process.env.SHOTS_DIR;

/** The screen as seen (a dialog over the page), or one part of it, at a phone's and a desktop's width. */
async function shot(page: Page, name: string, part?: Locator) {
  if (!shotsDir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = `${shotsDir}/mail-queue-${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const letter = (bureau: string) =>
  [
    'Casey Bennett',
    '',
    `To ${bureau}:`,
    'I did not authorize the hard inquiry listed on my credit report. Under the Fair Credit Reporting',
    'Act, please investigate it, delete it from my file and send me the results of your investigation.',
    '',
    'Sincerely,',
    'Casey Bennett',
  ].join('\n');

test('an admin mails a client’s letters in one batch with an enclosure; a returned letter waits in the work queue until handled', async ({
  browser,
}) => {
  const lob = await startFakeLob();
  const server = await startOwnServer({
    MAIL_PROVIDER: 'lob',
    LOB_API_KEY: fakeLobKey,
    LOB_BASE_URL: lob.baseUrl,
    LOB_WEBHOOK_SECRET: secret,
  });
  try {
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(admin, demo.admin, 'Admin Portal');
    await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

    // Two letters for the demo client's inquiry, both approved by the client.
    const clientId = await writeDemoClientLetters(admin, (pairs) => pairs.slice(0, 2), letter);
    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(person, demo.client);
    await expect(person.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
    await person.goto('/credit-repair?tab=disputes');
    const approval = person.getByTestId('letter-approval');
    await expect(approval).toHaveCount(2);
    for (let n = 2; n > 0; n--) {
      await approval.first().getByRole('checkbox').check();
      await approval.first().getByRole('button', { name: 'Approve letter' }).click();
      await expect(approval).toHaveCount(n - 1);
    }

    // The batch: the client's proof of address picked once, for both letters, priced with its pages.
    await admin.goto(`/admin-portal/tracking?client=${clientId}`);
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(2);
    await admin.getByRole('button', { name: 'Mail 2 letters certified…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mail certified with an electronic return receipt' });
    const total = dialog.getByTestId('mail-total');
    await expect(total).toHaveText(/^\$\d+\.\d\d$/);
    const without = await total.textContent();
    await dialog.getByRole('checkbox', { name: /utility-bill\.pdf/ }).check();
    await expect(total).not.toHaveText(without ?? '');
    await expectAccessible(admin, 'the batch mail dialog');
    await shot(admin, 'batch-dialog');
    const calls = lob.createCalls;
    await dialog.getByRole('button', { name: `Mail 2 letters for ${await total.textContent()}` }).click();
    await expect(dialog.getByRole('status')).toContainText('2 letters handed to the print shop');
    expect(lob.createCalls - calls).toBe(2);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Lob returns one to sender.
    const [returned] = [...lob.letters.values()];
    const body = JSON.stringify({
      id: `evt_e2e_${Date.now()}`,
      event_type: { id: 'letter.certified.returned_to_sender' },
      date_created: new Date().toISOString(),
      body: {
        id: returned?.id,
        tracking_events: [{ name: 'returned_to_sender', time: new Date().toISOString() }],
      },
    });
    // From Lob, not a browser: no session cookie, so no CSRF header either.
    const hook = await fetch(`${server.base}/api/mail/webhooks/lob`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signLobWebhook(body, secret) },
      body,
    });
    expect(hook.status, await hook.text()).toBe(200);

    await admin.goto('/admin-portal');
    const group = admin.getByRole('region', { name: 'Returned or delivery issue' });
    await expect(group).toBeVisible();
    const row = group.getByRole('link', { name: /\(Returned to sender\), / });
    await expect(row).toHaveCount(1);
    await expectAccessible(admin, 'Work Queue');
    await shot(admin, 'returned-group', group);

    await row.click();
    await expect(admin).toHaveURL(new RegExp(`/admin-portal/tracking\\?client=${clientId}&dispute=\\d+$`));
    const card = admin.getByRole('region', { name: 'Certified mail' });
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
    await admin.goto('/admin-portal');
    await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
    await expect(group.getByRole('link', { name: /\(Returned to sender\), / })).toHaveCount(0);
    await expect(group).toContainText('Nothing waiting here.');
  } finally {
    server.stop();
    await lob.close();
  }
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { certifiedMailMessages, impbCheckDigit } from '../../packages/contracts/src/usps-tracking';
import { writeDemoClientLetters } from './demo-client-letters';
import { demo, signIn } from './fixtures';
import { startOwnServer } from './own-server';

// A server of its own, on a fresh copy of the demo data: its background jobs run, the mail job
// every 3 seconds, and the simulated print shop's carrier moves 12 hours per real second, so the
// events of a letter mailed from the product arrive within seconds. The demo client (on a plan
// whose letters the company mails, signed long ago) has one approved letter waiting to be mailed;
// the demo beta tester (no plan) mails their own.
test.describe.configure({ timeout: 240_000 });

const mailingServer = () =>
  startOwnServer({
    JOBS_ENABLED: 'true',
    MAIL_JOB_MINUTES: '0.05',
    MAIL_PROVIDER: 'simulated',
    POSTAL_SIMULATOR_TIME_SCALE: '43200',
  });

const letterText = [
  'Casey Bennett',
  '',
  'To Experian:',
  'I did not authorize the hard inquiry listed on my credit report, and I never applied for credit with',
  'this company. Under the Fair Credit Reporting Act, please investigate this inquiry, delete it from my',
  'file and send me the results of your investigation.',
  '',
  'Sincerely,',
  'Casey Bennett',
].join('\n');

/** A certified-mail IMpb number (service type 92, 22 digits with its check digit), new for each run. */
function freshCertifiedNumber() {
  const body = `9207190199${String(Date.now()).slice(-11)}`;
  return `${body}${impbCheckDigit(body)}`;
}

test('an admin mails an approved letter certified with an enclosure; the client sees its events arrive and downloads the evidence packet', async ({
  browser,
}) => {
  const server = await mailingServer();
  try {
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(admin, demo.admin, 'Admin Portal');
    await expect(admin.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();

    // 1. A letter the company writes for the client's undisputed Experian inquiry, which the client approves.
    const clientId = await writeDemoClientLetters(
      admin,
      (pairs) => pairs.filter((p) => p.bureau === 'EXPERIAN').slice(0, 1),
      () => letterText,
    );

    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(person, demo.client);
    await expect(person.getByRole('heading', { name: `Welcome, ${demo.client.firstName}` })).toBeVisible();
    await person.goto('/credit-repair?tab=disputes');
    const approval = person.getByTestId('letter-approval');
    await expect(approval).toHaveCount(1);
    await approval.getByRole('checkbox').check();
    await approval.getByRole('button', { name: 'Approve letter' }).click();
    await expect(approval).toHaveCount(0);

    // 2. Mailed from the tracking page with the client's proof of address.
    await admin.goto(`/admin-portal/tracking?client=${clientId}`);
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(1);
    await admin.getByRole('button', { name: 'Mail 1 letter certified…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mail certified with an electronic return receipt' });
    await expect(dialog.getByText('Simulated mail (no mail account connected)')).toBeVisible();
    const total = dialog.getByTestId('mail-total');
    await expect(total).toHaveText(/^\$\d+\.\d\d$/);
    const withoutEnclosure = await total.textContent();
    await dialog.getByRole('checkbox', { name: /utility-bill\.pdf/ }).check();
    // The enclosure's pages count in the price.
    await expect(total).not.toHaveText(withoutEnclosure ?? '');
    const priced = (await total.textContent()) ?? '';
    await dialog.getByRole('button', { name: `Mail 1 letter for ${priced}` }).click();
    const result = dialog.getByRole('status');
    await expect(result).toContainText('1 letter handed to the print shop');
    await expect(result).toContainText(/certified number \d{22}/);
    const certifiedNumber = /certified number (\d{22})/.exec((await result.textContent()) ?? '')?.[1];
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(0);

    // 3. The client sees the certified mail on the letter, its events arriving by themselves.
    const card = person.getByRole('region', { name: 'Certified mail' });
    await expect(async () => {
      await person.goto('/credit-repair?tab=disputes');
      await expect(card).toBeVisible({ timeout: 10_000 });
      const events = card.getByLabel('Tracking events');
      await expect(events).toContainText('Mailed', { timeout: 2_000 });
      await expect(events).toContainText('In transit', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(card).toContainText(`certified number ${certifiedNumber}`);
    await expect(card.getByText('Simulated mail (no mail account connected)')).toBeVisible();
    await expect(card.getByTestId('mailed-enclosures')).toContainText('utility-bill.pdf');

    // 4. The evidence packet: one PDF with the printed letter, the enclosures and the events.
    const download = person.waitForEvent('download');
    await card.getByRole('link', { name: 'Download the evidence packet (PDF)' }).click();
    const pdf = readFileSync((await (await download).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    server.stop();
  }
});

test('a consumer who mails the letter themselves follows the certified mail steps, enters the number and sees it tracked', async ({
  browser,
}) => {
  const server = await mailingServer();
  try {
    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await signIn(person, demo.beta);
    await expect(person.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
    await person.goto('/credit-repair?tab=disputes');

    const steps = person.getByTestId('self-mail-steps');
    await expect(steps).toHaveCount(1);
    await expect(steps.getByRole('heading', { name: 'Mail it yourself by Certified Mail' })).toBeVisible();
    await expect(steps.getByTestId('bureau-address')).toContainText('P.O. Box');
    await expect(steps.getByRole('link', { name: 'Download the letter to print' })).toBeVisible();

    // A number that is not a Certified Mail number is refused in the form; the real one is taken.
    const number = steps.getByRole('textbox', { name: 'Certified mail number' });
    await number.fill('123');
    await steps.getByRole('button', { name: 'Add Tracking' }).click();
    await expect(steps.getByText(certifiedMailMessages.format)).toBeVisible();
    const certified = freshCertifiedNumber();
    await number.fill(certified);
    await steps.getByRole('button', { name: 'Add Tracking' }).click();
    await expect(person.getByRole('alert').filter({ hasText: 'Tracking Added' })).toBeVisible();
    await expect(person.getByTestId('self-mail-steps')).toHaveCount(0);

    // Tracked: the number on the letter, linked to USPS, with the carrier's status as it moves.
    const card = person.getByTestId('usps-tracking-card').filter({ hasText: certified });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(certified) })).toHaveAttribute(
      'href',
      new RegExp(`tools\\.usps\\.com.*${certified}`),
    );
    await expect(async () => {
      await card.getByRole('button', { name: /^Refresh/ }).click();
      await expect(card.getByTestId('tracking-status')).toContainText(
        /USPS: (In Transit|Delivered|Out For Delivery|Available For Pickup)/,
        {
          timeout: 3_000,
        },
      );
    }).toPass({ timeout: 60_000 });
  } finally {
    server.stop();
  }
});

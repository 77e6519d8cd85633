import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { impbCheckDigit } from '../../packages/contracts/src/usps-tracking';
import { demo, freshClient, signDocument, signIn } from './fixtures';
import { startOwnServer } from './own-server';

// A server of its own whose clock the test moves (libfaketime reads the offset from a file at
// every call), two people, a report read, three documents signed and a PDF printed.
test.describe.configure({ timeout: 240_000 });

const web = { 'x-requested-with': 'credit-repair-web' };
const faketimeLibrary = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';
const bracketed = /\[[^\]\n]{1,60}\]/;

/** A saved monitoring page: the consumer's name and address, and one late payment at two bureaus. */
const reportHtml = (lastName: string) => `<html><body>
  <h2>Personal Information</h2><div>Name: JAMIE ${lastName.toUpperCase()}</div>
  <div>Current Address: 1457 MAPLE AVE, COLUMBUS, OH 43215</div>
  <h2>Credit Score</h2><div>Credit Score: 612</div>
  <h2>Account History</h2><div>CAPITAL ONE BANK USA</div><table>
  <tr><th></th><th>Experian</th><th>Equifax</th></tr>
  <tr><td>Account #:</td><td>****5521</td><td>****5521</td></tr>
  <tr><td>Account Type:</td><td>Credit Card</td><td>Credit Card</td></tr>
  <tr><td>Balance:</td><td>$2,310.00</td><td>$2,310.00</td></tr>
  <tr><td>Date Opened:</td><td>03/01/2019</td><td>03/01/2019</td></tr>
  <tr><td>Payment Status:</td><td>30 Days Late</td><td>30 Days Late</td></tr>
  </table></body></html>`;

const trackingNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

async function clientSignIn(page: Page, client: { email: string; password: string; firstName: string }) {
  await signIn(page, client);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.firstName}` })).toBeVisible();
}

async function adminSignIn(page: Page) {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
}

test('a new client’s report gives the return address; letters to two bureaus wait for the contract and the cancellation period, then are approved, printed and tracked', async ({
  browser,
  playwright,
}) => {
  const clock = path.join(mkdtempSync(path.join(tmpdir(), 'credit-repair-clock-')), 'offset');
  writeFileSync(clock, '+0');
  const server = await startOwnServer({
    LD_PRELOAD: faketimeLibrary,
    FAKETIME_TIMESTAMP_FILE: clock,
    FAKETIME_NO_CACHE: '1',
  });
  try {
    const client = await freshClient(playwright.request, server.base);
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await adminSignIn(admin);

    // 1. The report, uploaded where the letters are written; its address becomes the client's once checked.
    await admin.goto(`/admin-portal/disputes?client=${client.id}`);
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'report.html',
      mimeType: 'text/html',
      buffer: Buffer.from(reportHtml(client.lastName)),
    });
    await expect(admin.getByText('CAPITAL ONE BANK USA', { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    const saveAddress = admin.getByRole('checkbox', { name: /Save this as the client’s mailing address/ });
    await expect(saveAddress).toBeChecked();
    await admin.getByLabel('Street address').fill('1457 Maple Avenue');
    await admin.getByLabel('City').fill('Columbus');
    await admin.getByRole('button', { name: /^Confirm 1 item as credit issues$/ }).click();
    await expect(admin.getByText('1 created, 0 skipped')).toBeVisible();

    // 2. One item, two bureaus: a letter to each, never with a placeholder, always with the address.
    const issues = (await (await admin.request.get(`/api/credit-issues/${client.id}`)).json()) as {
      id: number;
      bureaus: string[];
      dateReported: string | null;
    }[];
    const item = issues[0];
    expect(item?.bureaus.sort()).toEqual(['EQUIFAX', 'EXPERIAN']);
    const ids: number[] = [];
    for (const bureau of ['EQUIFAX', 'EXPERIAN']) {
      const drafted = await admin.request.post('/api/admin/generate-dispute-letter', {
        headers: web,
        data: { issue: { id: item?.id }, clientName: `Jamie ${client.lastName}`, bureau },
      });
      expect(drafted.status(), await drafted.text()).toBe(200);
      const letter = (await drafted.json()) as { letter: string; reason: string; letterType: string };
      expect(letter.letter).not.toMatch(bracketed);
      expect(letter.letter).toContain('1457 Maple Avenue');
      expect(letter.letter).toContain('Columbus, OH 43215');
      const saved = await admin.request.post('/api/disputes', {
        headers: web,
        data: {
          userId: client.id,
          issueId: item?.id,
          bureau,
          reason: letter.reason,
          letterType: letter.letterType,
          letterContent: letter.letter,
          letterGenerated: true,
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      ids.push(((await saved.json()) as { id: number }).id);
    }

    // 3. The client sees why nothing can be approved yet, and the way forward: no dead end.
    const person = await (await browser.newContext({ baseURL: server.base })).newPage();
    await clientSignIn(person, client);
    await person.goto('/credit-repair?tab=disputes');
    const hold = person.getByTestId('letter-hold');
    await expect(hold).toContainText('Waiting for signature');
    await expect(person.getByRole('button', { name: 'Approve letter' }).first()).toBeDisabled();
    await hold.getByRole('link', { name: 'Sign your agreement in Billing' }).click();
    await person.getByRole('link', { name: 'Subscribe to the Elite Plan' }).click();
    const fullName = `${client.firstName} ${client.lastName}`;
    await signDocument(
      person,
      'Consumer Credit File Rights Under State and Federal Law',
      'Sign the disclosure',
      fullName,
    );
    await signDocument(person, 'Credit Repair Services Contract', 'Sign the contract', fullName);
    await signDocument(person, 'Notice of Cancellation', 'Sign the notice of cancellation', fullName);
    const payment = person.getByTestId('secure-payment');
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry month').selectOption('12');
    await payment.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: /^Start plan/ }).click();
    await expect(person.getByText('Subscription Activated!')).toBeVisible();

    // Signed, but the client may still cancel: approval waits for the period to end.
    const early = await person.request.post(`/api/disputes/${ids[0]}/approve`, {
      headers: web,
      data: { attest: true },
    });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('CANCELLATION_PERIOD');

    // 4. Ten days on (three business days, whatever weekend and holidays fall between), both are approved.
    writeFileSync(clock, '+10d');
    await clientSignIn(person, client);
    await person.goto('/credit-repair?tab=disputes');
    await expect(person.getByTestId('letter-approval')).toHaveCount(2);
    await expect(person.getByTestId('letter-hold')).toHaveCount(0);
    for (let n = 0; n < 2; n++) {
      const approval = person.getByTestId('letter-approval').first();
      await expect(approval.getByTestId('approval-letter-text')).toContainText('1457 Maple Avenue');
      await approval.getByRole('checkbox').check();
      await approval.getByRole('button', { name: 'Approve letter' }).click();
      await expect(person.getByTestId('letter-approval')).toHaveCount(1 - n);
    }
    await expect(person.getByTestId('letter-mailer').first()).toContainText(
      'Your credit specialist mails this letter',
    );

    // 5. The company prints both in one PDF, then adds each envelope's tracking number.
    await adminSignIn(admin);
    await admin.goto(`/admin-portal/tracking?client=${client.id}`);
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(2);
    await admin.getByRole('checkbox', { name: /^Select all/ }).check();
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Print 2 letters (PDF)' }).click();
    const pdf = readFileSync((await (await download).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = admin.getByTestId('printed-letter');
    await expect(printed).toHaveCount(2);
    for (let n = 0; n < 2; n++) {
      const row = printed.first();
      await row.getByLabel('USPS tracking number').fill(trackingNumber(7700 + n));
      await row.getByRole('button', { name: 'Add Tracking' }).click();
      await expect(printed).toHaveCount(1 - n);
    }
    await expect(admin.getByTestId('letter-to-mail')).toHaveCount(0);
    const mailed = (await (await admin.request.get(`/api/disputes/${client.id}`)).json()) as {
      status: string;
    }[];
    expect(mailed.map((d) => d.status)).toEqual(['SENT', 'SENT']);
  } finally {
    server.stop();
  }
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { impbCheckDigit } from '../../packages/contracts/src/usps-tracking';
import { adminSignIn, clientSignIn, draftLetter, freshClient, subscribeAtCheckout, web } from './fixtures';
import { startOwnServerWithClock } from './own-server';
import { savedReportHtml, uploadReport } from './saved-report';

// A server of its own whose clock the test moves (libfaketime reads the offset from a file at
// every call), two people, a report read, three documents signed and a PDF printed.
test.describe.configure({ timeout: 240_000 });

const bracketed = /\[[^\]\n]{1,60}\]/;

/** A saved monitoring page: the consumer's name and address, and one late payment at two bureaus. */
const reportHtml = (lastName: string) =>
  savedReportHtml({
    lastName,
    score: 612,
    columns: ['Experian', 'Equifax'],
    accounts: [
      {
        creditor: 'CAPITAL ONE BANK USA',
        last4: '5521',
        type: 'Credit Card',
        balance: '$2,310.00',
        status: '30 Days Late',
      },
    ],
  });

const trackingNumber = (seed: number) => {
  const body = `94001118992231${String(seed).padStart(7, '0')}`;
  return body + impbCheckDigit(body);
};

test('a new client’s report gives the return address; letters to two bureaus wait for the contract and the cancellation period, then are approved, printed and tracked', async ({
  browser,
  playwright,
}) => {
  const server = await startOwnServerWithClock();
  try {
    const client = await freshClient(playwright.request, server.base);
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await adminSignIn(admin);

    // 1. The report, uploaded where the letters are written; its address becomes the client's once checked.
    await uploadReport(admin, client.id, reportHtml(client.lastName), 'CAPITAL ONE BANK USA');
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
      const letter = await draftLetter(admin.request, {
        userId: client.id,
        issueId: item?.id as number,
        bureau,
        clientName: `Jamie ${client.lastName}`,
      });
      expect(letter.text).not.toMatch(bracketed);
      expect(letter.text).toContain('1457 Maple Avenue');
      expect(letter.text).toContain('Columbus, OH 43215');
      ids.push(letter.id);
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
    await subscribeAtCheckout(person, `${client.firstName} ${client.lastName}`);

    // Signed, but the client may still cancel: approval waits for the period to end.
    const early = await person.request.post(`/api/disputes/${ids[0]}/approve`, {
      headers: web,
      data: { attest: true },
    });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('CANCELLATION_PERIOD');

    // 4. Ten days on (three business days, whatever weekend and holidays fall between), both are approved.
    server.setClock('+10d');
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

import { expect, type Page, test } from '@playwright/test';
import { demo, expectAccessible, signIn } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** A two-page text PDF written by hand (Helvetica, one line per row), so the test needs no PDF library. */
function bureauLetterPdf(): Buffer {
  const lines = [
    'Experian',
    'Results of your dispute',
    'We have completed our reinvestigation of the items you disputed.',
    'MIDLAND CREDIT MANAGEMENT - Account ending 4417',
    'Result: Verified as accurate.',
    'CAPITAL ONE BANK - Account ending 9921',
    'Result: Deleted. This item was removed from your credit report.',
  ];
  const stream = lines.map((l, i) => `BT /F1 11 Tf 54 ${730 - i * 16} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const subTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

test('a person uploads a bureau letter, sees it tagged, has the AI Assistant read it and downloads the drafted letter', async ({
  page,
}) => {
  // The beta tester: client viewers may upload documents but the AI Assistant needs the AI permission.
  await signIn(page, demo.beta);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.beta.firstName}` })).toBeVisible();
  await page.goto('/credit-repair?tab=chat');
  await subTab(page, 'Upload Documents');
  await page.getByLabel('Documents to upload').setInputFiles({
    name: 'experian-bureau-response.pdf',
    mimeType: 'application/pdf',
    buffer: bureauLetterPdf(),
  });
  await expect(page.getByText(/Uploaded; the text is being read/)).toBeVisible();
  await expectAccessible(page, 'Upload Documents');

  await subTab(page, 'Document Vault');
  const doc = page.getByRole('article', { name: 'experian-bureau-response.pdf' });
  await expect(doc.getByText('Bureau response', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(doc.getByText('Pending review')).toBeVisible();
  await expectAccessible(page, 'Document Vault');

  await subTab(page, 'Smart Tags');
  await page.getByLabel('Search documents').fill('reinvestigation');
  await expect(page.getByRole('article', { name: 'experian-bureau-response.pdf tags' })).toBeVisible();
  await expectAccessible(page, 'Smart Tags');

  await subTab(page, 'AI Assistant');
  await expect(page.getByText('Worked out by our rules').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Attach documents from your vault' }).click();
  await page.getByRole('option', { name: 'experian-bureau-response.pdf' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('What did Experian decide?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: 'AI Assistant messages' });
  await expect(
    log.getByText(/MIDLAND CREDIT MANAGEMENT \(ending 4417\): Experian verified it/).last(),
  ).toBeVisible();

  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(message).toHaveValue('');
  await message.fill('Write a letter about Midland');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByText(/I drafted a dispute letter about Midland Credit Management/)).toHaveCount(2);
  await expectAccessible(page, 'AI Assistant');
  const downloading = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Download dispute-letter.txt' }).last().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dispute-letter.txt');
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('Midland Credit Management');
});

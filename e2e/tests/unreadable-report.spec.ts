import { reportReadFailures } from '@app/contracts/report-read-failures';
import type { WorkQueue } from '@app/contracts/work-queue.contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
// The server's own maker of a locked PDF: the test knows exactly why it cannot be read.
import { passwordProtectedPdf } from '../../apps/server/src/modules/report-uploads/sample-reports/unreadable-samples';
import { demo, freshClient, signIn } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const web = { 'x-requested-with': 'credit-repair-web' };

/** This client's rows in the queue's "Report could not be read" (only tests add such uploads). */
async function unreadableRows(api: APIRequestContext, clientId: number) {
  const res = await api.get('/api/admin/work-queue?group=REPORT_UNREADABLE&pageSize=50', { headers: web });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as WorkQueue).groups[0]?.items.filter((i) => i.clientId === clientId) ?? [];
}

test('a report that cannot be read says why and what to do, is kept for the specialist, and leaves the queue once handled', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = await freshClient(playwright.request, baseURL as string);
  const words = reportReadFailures.PASSWORD_PROTECTED;
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
  await page.goto(`/admin?tab=upload-reports&client=${person.id}`);
  await expect(page.getByRole('textbox', { name: 'Client' })).toHaveValue(new RegExp(person.email));
  await page.locator('input[type="file"]').setInputFiles({
    name: `locked-${person.id}.pdf`,
    mimeType: 'application/pdf',
    buffer: passwordProtectedPdf(),
  });

  const alert = page.getByRole('alert', { name: words.title });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(words.message);
  await expect(alert).toContainText(words.nextStep);
  await expect(alert).not.toContainText('PASSWORD_PROTECTED');
  const file = await page.request.get(
    (await alert.getByRole('link', { name: 'Open the file' }).getAttribute('href')) ?? '',
  );
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(passwordProtectedPdf())).toBe(true);

  const [row] = await unreadableRows(page.request, person.id);
  expect(row?.title).toBe(`locked-${person.id}.pdf`);
  await page.goto(`/admin?tab=upload-reports&client=${person.id}&upload=${row?.recordId}`);
  await expect(page.getByRole('heading', { name: `locked-${person.id}.pdf`, level: 3 })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Handled', { exact: true }).first()).toBeVisible();
  expect(await unreadableRows(page.request, person.id)).toEqual([]);
});

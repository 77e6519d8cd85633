import { expect, test } from '@playwright/test';
import { demo, expectAccessible, freshBetaTester, signIn } from './fixtures';
import { type ReceivedMail, receivedMail } from './maildir';

// Creates an account (argon2), waits for the notices job and runs axe at two widths on four screens.
test.describe.configure({ timeout: 120_000 });

const web = { 'x-requested-with': 'credit-repair-web' };
const letterSubject = 'A dispute letter to Experian is waiting for your approval';

async function signedInApi(
  playwright: typeof import('@playwright/test').request,
  baseURL: string,
  body: Record<string, string>,
) {
  const api = await playwright.newContext({ baseURL, extraHTTPHeaders: web });
  const login = await api.post('/api/auth/login', { data: body });
  expect(login.ok(), await login.text()).toBe(true);
  return { api, user: ((await login.json()) as { user: { id: number } }).user };
}

/** The notice mailed to an address, as the person receives it, once the job has sent it. */
async function mailedNotice(email: string, subject: string) {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        const mail = receivedMail(email);
        found = mail.find((m) => m.subject === subject);
        return mail.filter((m) => m.subject === subject).length;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe(1);
  return found as ReceivedMail;
}

test('a letter awaiting approval leads the client home, is e-mailed once, and its unsubscribe link works', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = await freshBetaTester(playwright.request, baseURL as string);

  // A new client without a report is told how to get one, not that they have no negative items.
  await signIn(page, person);
  const steps = page.getByRole('region', { name: 'Your next steps' });
  await expect(steps.getByText('Get your credit report')).toBeVisible();
  await expect(page.getByTestId('no-report-yet')).toBeVisible();
  await expect(page.getByText('Your report shows no negative items.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).first()).toBeAttached();

  // Their report comes in (the sandbox bureau), and the specialist drafts a letter for them.
  const own = await signedInApi(playwright.request, baseURL as string, {
    email: person.email,
    password: person.password,
  });
  const connected = await own.api.post('/api/experian/connect', {
    data: {
      personalInfo: {
        firstName: person.firstName,
        lastName: person.lastName,
        ssn: '521-44-7812',
        dateOfBirth: '1986-07-14',
        address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'OH', zipCode: '43215' },
      },
      fcraAuthorized: true,
    },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
  const issues = (await (await own.api.get('/api/credit-issues')).json()) as { id: number; status: string }[];
  const issue = issues.find((i) => i.status === 'ACTIVE');
  expect(issue, 'the sandbox report has an active item').toBeDefined();
  await own.api.dispose();

  const admin = await signedInApi(playwright.request, baseURL as string, {
    email: demo.admin.email,
    password: demo.admin.password,
    loginType: 'admin',
  });
  const drafted = await admin.api.post('/api/disputes', {
    data: {
      userId: own.user.id,
      issueId: issue?.id,
      bureau: 'EXPERIAN',
      reason: 'NOT_MINE',
      letterContent: `To whom it may concern,\n\n${'I do not recognise this account and ask you to investigate it. '.repeat(5)}\n\nSincerely`,
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);

  // The notice goes out once from the job, with a one-click unsubscribe for that kind.
  const notice = await mailedNotice(person.email, letterSubject);
  expect(notice.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(notice.headers?.['List-Unsubscribe']).toMatch(
    /^<http.+\/api\/notices\/unsubscribe\/one-click\?token=/,
  );
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(notice.body)?.[0] as string;
  expect(link).toBeDefined();

  // At the top of the home, with the header's count; the step links to where the letter is approved.
  await page.goto('/');
  await expect(steps.getByText('Approve your letter to Experian')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next steps: 1 thing needs you' })).toBeVisible();
  const first = steps.getByTestId('next-step').first();
  await expect(first).toContainText('Approve your letter to Experian');
  await expectAccessible(page, 'Client home with a letter to approve');
  await page.setViewportSize({ width: 1280, height: 900 });
  await first.getByRole('link', { name: 'Review and approve' }).click();
  await expect(page).toHaveURL(/\/credit-repair\?tab=disputes&dispute=\d+$/);
  await expect(page.getByRole('tab', { name: 'Disputes', selected: true })).toBeVisible();
  // The step opens the letter's own approval.
  await expect(page.getByTestId('letter-approval').first()).toBeInViewport();

  // /dashboard is in the navigation, and shows the same step first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'Your next steps' }).getByText('Approve your letter to Experian'),
  ).toBeVisible();

  // The link works without signing in, and says so in plain words.
  const unsubscribePath = new URL(link).pathname + new URL(link).search;
  const anonymous = await page.context().browser()?.newContext({ baseURL });
  const visitor = await anonymous?.newPage();
  if (!visitor || !anonymous) throw new Error('no second browser context');
  await visitor.goto(unsubscribePath);
  await expect(visitor.getByText('You are unsubscribed')).toBeVisible();
  await expect(
    visitor.getByText('You will no longer get e-mails for “A letter is waiting for my approval”.', {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible(visitor, 'Unsubscribe confirmation');
  // An altered link is refused with a message, not an error page.
  await visitor.goto(`${unsubscribePath.slice(0, -4)}AAAA`);
  await expect(visitor.getByText('This link did not work')).toBeVisible();
  await expect(visitor.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await anonymous.close();

  // The profile shows the choice turned off; turning it back on is saved on the page.
  await page.goto('/account/notices');
  const letterSwitch = page.getByRole('switch', { name: /A letter is waiting for my approval/ });
  await expect(letterSwitch).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /A new message from my specialist/ })).toBeChecked();
  await expectAccessible(page, 'E-mail notice choices');
  await page.setViewportSize({ width: 1280, height: 900 });
  await letterSwitch.click();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByText('Your e-mail notice choices are saved.')).toBeVisible();
  await admin.api.dispose();
});

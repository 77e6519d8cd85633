import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@example.com', password: 'DemoAdmin#2026', firstName: 'Avery', lastName: 'Morgan' },
  beta: { email: 'beta@example.com', password: 'DemoBeta#2026', firstName: 'Jordan', lastName: 'Rivera' },
  client: {
    email: 'client@example.com',
    password: 'DemoClient#2026',
    firstName: 'Casey',
    lastName: 'Bennett',
  },
  specialist: { email: 'specialist@example.com', password: 'DemoSpecialist#2026' },
  processor: { email: 'processor@example.com', password: 'DemoProcessor#2026' },
  /** The owner of Summit Credit Partners, the second demo company. */
  summitOwner: { email: 'admin@summit.example.com', password: 'DemoSummit#2026' },
};

/** An admin made by create-admin before the server started, with the temporary password it printed. */
export function temporaryAdmin(index: 0 | 1) {
  const output = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', `temporary-${index}.txt`), 'utf8');
  const password = /Temporary password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`create-admin printed no temporary password:\n${output}`);
  return { email: index === 0 ? 'setup.admin@example.com' : 'axe.admin@example.com', password };
}

// Mantine appends an aria-hidden ' *' to required labels; Playwright's label match still sees it.
export const emailField = (page: Page) => page.getByLabel(/^Email/);
export const passwordField = (page: Page) => page.getByLabel(/^Password/);

/** Signed in as a client: their dashboard greets them by name. */
export async function clientSignIn(
  page: Page,
  client: { email: string; password: string; firstName: string },
) {
  await signIn(page, client);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.firstName}` })).toBeVisible();
}

/** Signed in as the demo admin: the work queue opens. */
export async function adminSignIn(page: Page) {
  await signIn(page, demo.admin, 'Admin Portal');
  await expect(page.getByRole('heading', { name: 'Work Queue', level: 1 })).toBeVisible();
}

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  portal: 'Client Portal' | 'Admin Portal' = 'Client Portal',
) {
  await page.goto('/login');
  if (portal === 'Admin Portal')
    await page.getByRole('radiogroup', { name: 'Portal type' }).getByText('Admin Portal').click();
  await emailField(page).fill(account.email);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// What the admin's authenticator app would show: TOTP (RFC 6238, SHA-1, 6 digits, 30 s) computed here.
export function authenticatorCode(secretBase32: string, stepsFromNow = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32.replace(/\s/g, '')].map((c) =>
    alphabet.indexOf(c).toString(2).padStart(5, '0'),
  );
  const all = bits.join('');
  const key = Buffer.from(
    Array.from({ length: Math.floor(all.length / 8) }, (_, i) =>
      Number.parseInt(all.slice(i * 8, i * 8 + 8), 2),
    ),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepsFromNow));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) as number) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** axe-core at both widths the app must serve; serious and critical findings fail the test. */
export async function expectAccessible(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    // A toast sliding in or fading out is half transparent, and axe would measure its contrast
    // mid-way: a finding is only real when it is still there once the motion has settled.
    let blocking = await seriousFindings(page);
    for (let retry = 0; blocking.length > 0 && retry < 2; retry += 1) {
      await page.waitForTimeout(500);
      blocking = await seriousFindings(page);
    }
    expect(blocking, `${what} at ${width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

async function seriousFindings(page: Page): Promise<string[]> {
  // Spinners run forever and are left out of the wait.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What the web app sends with every change: the server refuses a cookie-signed change without it. */
export const web = { 'x-requested-with': 'credit-repair-web' };

/**
 * A client of the test's own, made through the admin API (new client, first password change), so a
 * test that changes their letters never races another test. A standard client unless `betaTester`.
 */
export async function freshClient(
  playwright: typeof import('@playwright/test').request,
  baseURL: string,
  { betaTester = false, prefix = 'client' } = {},
) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const person = {
    email: `${prefix}.${tag}@example.com`,
    password: 'Tester@2026new',
    firstName: 'Jamie',
    lastName: `Tester ${tag}`,
  };
  const admin = await playwright.newContext({ baseURL, extraHTTPHeaders: web });
  expect(
    (
      await admin.post('/api/auth/login', {
        data: { email: demo.admin.email, password: demo.admin.password, loginType: 'admin' },
      })
    ).ok(),
  ).toBe(true);
  const created = await admin.post('/api/users', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: 'Initial@2026x',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (betaTester) {
    const promoted = await admin.patch(`/api/admin/users/${id}`, { data: { accessLevel: 'BETA_TESTER' } });
    expect(promoted.ok(), await promoted.text()).toBe(true);
  }
  await admin.dispose();

  const own = await playwright.newContext({ baseURL, extraHTTPHeaders: web });
  expect(
    (await own.post('/api/auth/login', { data: { email: person.email, password: 'Initial@2026x' } })).ok(),
  ).toBe(true);
  const reset = await own.post('/api/auth/reset-password', {
    data: { currentPassword: 'Initial@2026x', newPassword: person.password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  await own.dispose();
  return { ...person, id };
}

/** A beta tester of the test's own (see freshClient). */
export const freshBetaTester = (playwright: typeof import('@playwright/test').request, baseURL: string) =>
  freshClient(playwright, baseURL, { betaTester: true, prefix: 'beta' });

/** Signs one of the checkout's documents: typed name, consent, the document's own button. */
export async function signDocument(page: Page, heading: string | RegExp, button: string, name: string) {
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await page.getByLabel(/^Type your full name to sign/).fill(name);
  await page.getByRole('checkbox', { name: /agree to sign it electronically/ }).check();
  await page.getByRole('button', { name: button }).click();
}

/**
 * The checkout from its first document: the three CROA documents signed, the built-in processor's
 * 4242 test card saved and the plan started.
 */
export async function subscribeAtCheckout(page: Page, fullName: string) {
  await signDocument(
    page,
    'Consumer Credit File Rights Under State and Federal Law',
    'Sign the disclosure',
    fullName,
  );
  await signDocument(page, 'Credit Repair Services Contract', 'Sign the contract', fullName);
  await signDocument(page, 'Notice of Cancellation', 'Sign the notice of cancellation', fullName);
  const payment = page.getByTestId('secure-payment');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry month').selectOption('12');
  await payment.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: /^Start plan/ }).click();
  await expect(page.getByText('Subscription Activated!')).toBeVisible();
}

/**
 * A letter about a client's item to one bureau as the admin writes it: drafted by the letter
 * generator from the stored item, then saved for the client to approve. Answers its id and text.
 */
export async function draftLetter(
  admin: APIRequestContext,
  input: { userId: number; issueId: number; bureau: string; clientName: string },
) {
  const drafted = await admin.post('/api/admin/generate-dispute-letter', {
    headers: web,
    data: { issue: { id: input.issueId }, clientName: input.clientName, bureau: input.bureau },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);
  const letter = (await drafted.json()) as { letter: string; reason: string; letterType: string };
  const saved = await admin.post('/api/disputes', {
    headers: web,
    data: {
      userId: input.userId,
      issueId: input.issueId,
      bureau: input.bureau,
      reason: letter.reason,
      letterType: letter.letterType,
      letterContent: letter.letter,
      letterGenerated: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { id: ((await saved.json()) as { id: number }).id, text: letter.letter };
}

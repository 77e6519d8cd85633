import { randomBytes } from 'node:crypto';
import { organizationSlugHeader } from '@app/contracts/common/organization-path';
import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPersonWithPassword } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

// Sign-in looks the person up within the organization whose address the request came to.
const appFor = useFileTestApps({}, { seed: false });
const tag = () => randomBytes(4).toString('hex');

describe.each(testDatabaseKinds())('POST /api/auth/login at an organization’s host on %s', (kind) => {
  const t = appFor(kind);
  const login = (host: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email, password, loginType: 'client' },
    });

  it('refuses an address unknown at that company with 401 (the failed attempt kept in its log), never 500', async () => {
    const acmeHost = `acme-${tag()}.localhost`;
    await anOrganization(t.db, { host: acmeHost, companyName: 'Acme Credit' });
    const summitHost = `summit-${tag()}.localhost`;
    const summit = await anOrganization(t.db, { host: summitHost, companyName: 'Summit Credit Partners' });
    const person = await aPersonWithPassword(t.db, 'STANDARD', { organizationId: summit.id });

    const unknownHere = await login(acmeHost, person.email, person.password);
    expect(unknownHere.statusCode, unknownHere.body).toBe(401);
    expect(unknownHere.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await login(acmeHost, `nobody-${tag()}@example.com`, 'Wrong#Password1')).statusCode).toBe(401);
    // At their own company's address they are signed in.
    expect((await login(summitHost, person.email, person.password)).statusCode).toBe(200);
  });
});

// A company without a host of its own has its sign-in at /o/<slug>/sign-in on the platform's host:
// the web sends the page's slug in a header, and the same address may be two people at two companies.
describe.each(testDatabaseKinds())('POST /api/auth/login at an organization’s own path on %s', (kind) => {
  const t = appFor(kind);
  const login = (slug: string | null, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: '127.0.0.1:4102', ...(slug ? { [organizationSlugHeader]: slug } : {}) },
      payload: { email, password, loginType: 'client' },
    });

  it('signs a person in at the company the slug names, the same address at another company as the other person', async () => {
    const email = `same-${tag()}@example.com`;
    const acme = await anOrganization(t.db, { slug: `acme-${tag()}`, companyName: 'Acme Credit' });
    const summit = await anOrganization(t.db, {
      slug: `summit-${tag()}`,
      companyName: 'Summit Credit Partners',
    });
    const atAcme = await aPersonWithPassword(t.db, 'STANDARD', { organizationId: acme.id, email });
    const atSummit = await aPersonWithPassword(t.db, 'STANDARD', { organizationId: summit.id, email });

    const acmeSignIn = await login(acme.slug, email, atAcme.password);
    expect(acmeSignIn.statusCode, acmeSignIn.body).toBe(200);
    expect(acmeSignIn.json().user.id).toBe(atAcme.userId);
    const summitSignIn = await login(summit.slug.toUpperCase(), email, atSummit.password);
    expect(summitSignIn.statusCode, summitSignIn.body).toBe(200);
    expect(summitSignIn.json().user.id).toBe(atSummit.userId);
    // Acme's person's password is not Summit's person's.
    expect((await login(summit.slug, email, atAcme.password)).statusCode).toBe(401);
    // Without the slug (the platform's own sign-in) neither is known.
    expect((await login(null, email, atAcme.password)).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds())('GET /api/app-info at an organization’s own path on %s', (kind) => {
  const t = appFor(kind);
  const info = (slug: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/app-info',
      headers: { host: '127.0.0.1:4102', [organizationSlugHeader]: slug },
    });

  it('shows the company the slug names, and the platform’s own page for a slug that names none', async () => {
    const acme = await anOrganization(t.db, { slug: `acme-${tag()}`, companyName: 'Acme Credit Brand' });
    expect((await info(acme.slug)).json().companyName).toBe('Acme Credit Brand');
    const platform = (
      await t.app.inject({ method: 'GET', url: '/api/app-info', headers: { host: '127.0.0.1:4102' } })
    ).json();
    for (const slug of [`nobody-${tag()}`, '../etc', 'Ä']) {
      const res = await info(slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().companyName).toBe(platform.companyName);
    }
  });
});

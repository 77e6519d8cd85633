import { organizationSlugHeader } from '@app/contracts/common/organization-path';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

// Each organization has a knowledge base of its own, behind the wall; the platform's articles are
// every organization's to read (its help pages and support chat), and only the platform's to edit.
type Caller = { userId: number; headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => {
  const company = await anOrganization(t.db);
  return {
    company,
    platformAdmin: (await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: platformOrganizationId,
    })) as Caller,
    platformClient: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER', {
      organizationId: platformOrganizationId,
    })) as Caller,
    companyAdmin: (await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: company.id })) as Caller,
    companyClient: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER', {
      organizationId: company.id,
    })) as Caller,
  };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload: payload as never } : {}) });
  /** The assistant's source for a question asked by `caller`, or null. */
  const sourceFor = async (caller: Caller, message: string) => {
    const start = await call('POST', '/api/support/chat/start', caller.headers, { userId: caller.userId });
    const answer = await call('POST', '/api/support/chat/message', caller.headers, {
      sessionId: start.json().sessionId,
      message,
      userId: caller.userId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().source as { title: string; url: string } | null;
  };
  return { t, p, call, sourceFor };
}

describe.each(testDatabaseKinds())('PUT /api/support/admin/articles/{id} on %s', (kind) => {
  const { p, call, sourceFor } = setup(kind);

  it("keeps each organization's articles its own, and the platform's readable by all but edited only by it", async () => {
    const platformList = (await call('GET', '/api/support/admin/articles', p.platformAdmin.headers)).json();
    const shared = platformList.find((a: { slug: string }) => a.slug === 'how-long-does-a-dispute-take');
    expect(shared).toBeDefined();

    // The company's admin writes an article of its own; its list holds only its own.
    const created = await call('POST', '/api/support/admin/articles', p.companyAdmin.headers, {
      title: 'Summit quokka calendar',
      body: 'Our **quokka calendar** gives every client a quiet week before each monthly payment.',
      category: 'BILLING',
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const own = created.json();
    expect((await call('GET', '/api/support/admin/articles', p.companyAdmin.headers)).json()).toEqual([own]);
    expect(
      (await call('GET', '/api/support/admin/articles', p.platformAdmin.headers))
        .json()
        .some((a: { id: number }) => a.id === own.id),
    ).toBe(false);

    // Editing another organization's article answers 404, whichever way, and changes nothing.
    const theirs = await call('PUT', `/api/support/admin/articles/${shared.id}`, p.companyAdmin.headers, {
      title: 'Taken over',
    });
    expect(theirs.statusCode).toBe(404);
    const back = await call('PUT', `/api/support/admin/articles/${own.id}`, p.platformAdmin.headers, {
      published: false,
    });
    expect(back.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/support/admin/articles', p.platformAdmin.headers))
        .json()
        .find((a: { id: number }) => a.id === shared.id).title,
    ).toBe(shared.title);
    const edited = await call('PUT', `/api/support/admin/articles/${own.id}`, p.companyAdmin.headers, {
      title: 'Summit quokka calendar (2026)',
    });
    expect(edited.statusCode).toBe(200);

    // The support chat answers the company's people from their own articles and the platform's;
    // the platform's people never from the company's.
    expect(await sourceFor(p.companyClient, 'What is the quokka calendar?')).toEqual({
      title: 'Summit quokka calendar (2026)',
      url: `/help/${own.slug}`,
    });
    expect(await sourceFor(p.companyClient, 'How long does a dispute investigation take?')).toMatchObject({
      url: '/help/how-long-does-a-dispute-take',
    });
    expect((await sourceFor(p.platformClient, 'What is the quokka calendar?'))?.url).not.toBe(
      `/help/${own.slug}`,
    );
  });
});

describe.each(testDatabaseKinds())('GET /api/support/articles/{slug} on %s', (kind) => {
  const { p, call } = setup(kind);

  it("shows a visitor their company's article of an address before the platform's, and another company's never", async () => {
    const atCompany = { [organizationSlugHeader]: p.company.slug };
    // The company may reuse an address of the platform's: its own version is shown at its pages.
    const created = await call('POST', '/api/support/admin/articles', p.companyAdmin.headers, {
      title: 'How support works',
      body: 'At Summit a person answers every chat within the hour.',
      category: 'GENERAL',
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().slug).toBe('how-support-works');
    const theirs = await call('GET', '/api/support/articles/how-support-works', atCompany);
    expect(theirs.json().body).toContain('At Summit');
    const platforms = await call('GET', '/api/support/articles/how-support-works', {});
    expect(platforms.statusCode).toBe(200);
    expect(platforms.json().body).not.toContain('At Summit');
    // A platform article the company has no version of is the company's visitors' to read too.
    expect(
      (await call('GET', '/api/support/articles/how-long-does-a-dispute-take', atCompany)).statusCode,
    ).toBe(200);
    // The company's own article is not the platform's visitors'.
    const privateOne = await call('POST', '/api/support/admin/articles', p.companyAdmin.headers, {
      title: 'Summit office hours',
      body: 'Open weekdays.',
      category: 'GENERAL',
      published: true,
    });
    const slug = privateOne.json().slug;
    expect((await call('GET', `/api/support/articles/${slug}`, atCompany)).statusCode).toBe(200);
    expect((await call('GET', `/api/support/articles/${slug}`, {})).statusCode).toBe(404);
  });
});

import { leadAdminMessages, leadMessages } from '@app/contracts/leads.contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { userId: number; headers: Record<string, string> };
type Lead = {
  id: number;
  firstName: string;
  status: string;
  convertedUserId: number | null;
  statusChangedAt: string | null;
};

const submission = (firstName: string, minutesAgo: number) => ({
  type: 'credit_repair_lead',
  firstName,
  lastName: 'Prospect',
  // Each person their own phone: the same phone again would update the earlier lead.
  phone: `(555) 010-${String(2000 + firstName.charCodeAt(0) * 3 + firstName.length)}`,
  email: `${firstName.toLowerCase()}@example.com`,
  creditIssues: ['Collections', 'Late Payments'],
  additionalDetails: 'Two collections from an old apartment.',
  urgency: 'urgent',
  timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  source: 'landing_page_form',
});

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: three leads, moved along by one describe and converted by the next.
const people = useSharedRows(appFor, async (t) => {
  const admin: Caller = await createSignedInUser(t.app, t.db, 'ADMIN');
  const client: Caller = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const ids: Record<string, number> = {};
  for (const [name, ago] of [
    ['Ava', 30],
    ['Ben', 20],
    ['Cy', 10],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/lead-submission',
      payload: submission(name, ago),
    });
    expect(res.statusCode).toBe(201);
    ids[name] = res.json().id;
  }
  return { admin, client, ids };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const get = (url: string, c: { headers: Record<string, string> }) =>
    t.app.inject({ url, headers: c.headers });
  const patch = (id: number, c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${id}`,
      headers: c.headers,
      payload: payload as never,
    });
  return { t, p, get, patch };
}

describe.each(testDatabaseKinds())('GET /api/admin/leads on %s', (kind) => {
  const { t, p, get, patch } = setup(kind);

  it('answers 401 to anonymous and 403 to non-admins', async () => {
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    for (const c of [p.client, beta]) {
      expect((await get('/api/admin/leads', c)).statusCode).toBe(403);
      expect((await patch(p.ids.Ava as number, c, { status: 'contacted' })).statusCode).toBe(403);
    }
    expect((await get('/api/admin/leads', { headers: {} })).statusCode).toBe(401);
    expect((await patch(p.ids.Ava as number, { headers: {} }, { status: 'contacted' })).statusCode).toBe(401);
  });

  it('lists submissions newest first, paginated, all new at first', async () => {
    const page = (await get('/api/admin/leads?pageSize=2', p.admin)).json();
    expect(page.total).toBe(3);
    expect(page.items.map((l: Lead) => l.firstName)).toEqual(['Cy', 'Ben']);
    expect(page.items[0]).toMatchObject({
      status: 'new',
      email: 'cy@example.com',
      creditIssues: ['Collections', 'Late Payments'],
      urgency: 'urgent',
      statusChangedAt: null,
      convertedUserId: null,
    });
    expect(page.items[0]).not.toHaveProperty('ip');
    const second = (await get('/api/admin/leads?pageSize=2&page=2', p.admin)).json();
    expect(second.items.map((l: Lead) => l.firstName)).toEqual(['Ava']);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/admin/leads/{id} on %s', (kind) => {
  const { t, p, get, patch } = setup(kind);

  it('moves a lead to contacted, then converts it with the created client', async () => {
    const contacted = await patch(p.ids.Ben as number, p.admin, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', convertedUserId: null });
    expect(contacted.json().statusChangedAt).not.toBeNull();
    expect(
      (await get('/api/admin/leads?status=contacted', p.admin)).json().items.map((l: Lead) => l.id),
    ).toEqual([p.ids.Ben]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: p.admin.headers,
      payload: {
        firstName: 'Ben',
        lastName: 'Prospect',
        email: 'ben@example.com',
        password: 'Start#Tmp2026x',
      },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json().id;
    const converted = await patch(p.ids.Ben as number, p.admin, {
      status: 'converted',
      convertedUserId: userId,
    });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ status: 'converted', convertedUserId: userId });
    const activity = (await get(`/api/admin/users/${userId}/audit`, p.admin)).json();
    expect(activity.map((e: { action: string }) => e.action)).toEqual(['lead.converted', 'client.created']);
  });

  it('refuses a conversion without an existing client and an unknown status or lead', async () => {
    const noUser = await patch(p.ids.Cy as number, p.admin, { status: 'converted' });
    expect(noUser.statusCode).toBe(400);
    const unknown = await patch(p.ids.Cy as number, p.admin, {
      status: 'converted',
      convertedUserId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { field: 'convertedUserId', message: leadAdminMessages.unknownClient },
    ]);
    expect((await patch(p.ids.Cy as number, p.admin, { status: 'won' })).statusCode).toBe(400);
    expect((await patch(999_999, p.admin, { status: 'contacted' })).statusCode).toBe(404);
    expect(
      (await get(`/api/admin/leads?status=new`, p.admin)).json().items.map((l: Lead) => l.firstName),
    ).toContain('Cy');
  });
});

describe.each(testDatabaseKinds())('POST /api/contact/lead-submission on %s', (kind) => {
  const { t, p, get } = setup(kind);

  it('keeps the plan a visitor chose and refuses one that is not offered, naming the field', async () => {
    const plans = (await t.app.inject({ url: '/api/subscription-plans' })).json() as {
      id: number;
      name: string;
    }[];
    const plan = plans[0];
    if (!plan) throw new Error('the test database offers no plan');
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/contact/lead-submission',
      payload: { ...submission('Dee', 5), planId: plan.id },
    });
    expect(chosen.statusCode).toBe(201);
    const lead = (await get('/api/admin/leads?status=new&pageSize=50', p.admin))
      .json()
      .items.find((l: Lead) => l.id === chosen.json().id);
    expect(lead.planName).toBe(plan.name);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/contact/lead-submission',
      payload: { ...submission('Eve', 5), planId: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([{ field: 'planId', message: leadMessages.planUnknown }]);
  });
});

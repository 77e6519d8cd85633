import { leadRepeatWindowDays } from '@app/contracts/leads.contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Lead = {
  id: number;
  firstName: string;
  urgency: string;
  submissionCount: number;
  lastSubmittedAt: string | null;
  additionalDetails: string;
  email: string | null;
};

const submission = (over: Record<string, unknown>) => ({
  type: 'credit_repair_lead',
  firstName: 'Rita',
  lastName: 'Repeat',
  phone: '(555) 010-7100',
  email: 'rita@example.com',
  creditIssues: ['Collections'],
  additionalDetails: 'First try.',
  urgency: 'normal',
  timestamp: new Date().toISOString(),
  source: 'landing_page_form',
  ...over,
});

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => ({ admin: await anAdmin(t) }));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const submit = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/lead-submission',
      payload: submission(over),
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const list = async (query = '') => {
    const res = await t.app.inject({
      url: `/api/admin/leads?pageSize=100${query}`,
      headers: p.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Lead[]; total: number };
  };
  return { t, p, submit, list };
}

describe.each(testDatabaseKinds())('POST /api/contact/lead-submission on %s', (kind) => {
  const { t, submit, list } = setup(kind);

  it('makes one lead of four identical submissions, counting them', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await submit({}));
    expect(new Set(ids).size).toBe(1);
    const rita = (await list('&q=rita')).items;
    expect(rita).toHaveLength(1);
    expect(rita[0]?.submissionCount).toBe(4);
    expect(rita[0]?.lastSubmittedAt).not.toBeNull();
  });

  it('updates the lead with the latest details when the same phone, written differently, comes back', async () => {
    const first = await submit({
      firstName: 'Paul',
      phone: '555-010-7200',
      email: '',
      additionalDetails: 'Old',
    });
    const again = await submit({
      firstName: 'Paulo',
      phone: '(555) 010 7200',
      email: 'paulo@example.com',
      urgency: 'asap',
      additionalDetails: 'New details',
    });
    expect(again).toBe(first);
    const lead = (await list()).items.find((l) => l.id === first);
    expect(lead).toMatchObject({
      firstName: 'Paulo',
      urgency: 'asap',
      additionalDetails: 'New details',
      email: 'paulo@example.com',
      submissionCount: 2,
    });
  });

  it('matches on the e-mail in any letter case when the phone differs', async () => {
    const first = await submit({ firstName: 'Mia', phone: '555 010 7300', email: 'mia@example.com' });
    expect(await submit({ firstName: 'Mia', phone: '555 010 7301', email: 'MIA@example.com' })).toBe(first);
  });

  it(`makes a new lead when the earlier one was last heard from more than ${leadRepeatWindowDays} days ago`, async () => {
    const first = await submit({ firstName: 'Old', phone: '555 010 7400', email: 'old@example.com' });
    await t.db.db.execute(
      sql`update leads set created_at = now() - interval '31 days', last_submitted_at = null where id = ${first}`,
    );
    const second = await submit({ firstName: 'Old', phone: '555 010 7400', email: 'old@example.com' });
    expect(second).not.toBe(first);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/leads on %s', (kind) => {
  const { t, p, submit, list } = setup(kind);

  it('searches by name, e-mail and phone digits, with the status filter', async () => {
    const id = await submit({
      firstName: 'Zelda',
      lastName: 'Quest',
      phone: '(555) 010-7500',
      email: 'zq@example.com',
    });
    for (const q of ['zelda quest', 'ZQ@EXAMPLE', '0107500', '555) 010-75']) {
      expect((await list(`&q=${encodeURIComponent(q)}`)).items.map((l) => l.id)).toEqual([id]);
    }
    expect((await list('&q=zelda&status=contacted')).items).toEqual([]);
    expect((await list('&q=%25')).items).toEqual([]);
    const tooLong = await t.app.inject({
      url: `/api/admin/leads?q=${'x'.repeat(101)}`,
      headers: p.admin.headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

import type { ClientTablePage } from '@app/contracts/client-table.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

const clients = 5_000;
const anonymous = { headers: {} as Record<string, string> };

describe.each(testDatabaseKinds())(
  'GET /api/admin/clients with 5,000 clients and 10,000 disputes on %s',
  (kind) => {
    const t = useTestApp(kind, {}, { seed: false });
    let admin: { headers: Record<string, string> };
    let client: { headers: Record<string, string> };
    beforeAll(async () => {
      admin = await createSignedInUser(t.app, t.db, 'ADMIN');
      client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
      // Figures chosen so each sort and filter below can be worked out by hand: client g scores
      // 300 + g % 500, has g % 4 active items, and every even client has two disputes open.
      await t.db.exec(`
      insert into users (first_name, last_name, email, password_hash, access_level, created_at)
      select 'Table' || g, 'Row' || lpad(g::text, 5, '0'), 'table' || g || '@office.example', 'x', 'CLIENT_VIEWER',
        timestamptz '2026-01-01' + g * interval '1 minute'
      from generate_series(1, ${clients}) g;
      insert into credit_reports (user_id, credit_score, credit_rating, utilization_bp, account_age_months, source)
      select u.id, 300 + (substr(u.first_name, 6)::int % 500), 'FAIR', 3000, 60, 'seed'
      from users u where u.first_name like 'Table%';
      insert into credit_issues (user_id, type, title, description, creditor, impact, status)
      select u.id, 'COLLECTION', 'Collection ' || k, 'Unpaid', 'Midland', 40,
        case when k <= substr(u.first_name, 6)::int % 4 then 'ACTIVE' else 'DISPUTED' end
      from users u cross join generate_series(1, 3) k where u.first_name like 'Table%';
      insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, expected_response,
        status, round_number, consumer_approved_at, created_at)
      select i.user_id, i.id, b, 'BUREAU_DISPUTE', 'UNVERIFIABLE', 'letter', date '2026-03-01',
        case when substr(u.first_name, 6)::int % 2 = 0 then 'PENDING' else 'RESOLVED' end,
        1 + substr(u.first_name, 6)::int % 3, null, timestamptz '2026-02-01 15:00Z' + u.id * interval '1 second'
      from credit_issues i join users u on u.id = i.user_id
      cross join unnest(array['EQUIFAX', 'EXPERIAN']) b
      where u.first_name like 'Table%' and i.title = 'Collection 3';
      analyze;`);
    }, 120_000);

    const get = async (query: string, who = admin) => {
      const res = await t.app.inject({ url: `/api/admin/clients?${query}`, headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ClientTablePage;
    };

    it('answers admins only', async () => {
      expect((await t.app.inject({ url: '/api/admin/clients', headers: anonymous.headers })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ url: '/api/admin/clients', headers: client.headers })).statusCode).toBe(
        403,
      );
      const first = await get('limit=5');
      expect(first.items).toHaveLength(5);
      // The 5,000 and the signed-in client; the admin is not a client.
      expect(first.total).toBe(clients + 1);
      expect(first.items.every((c) => !c.email.startsWith('admin'))).toBe(true);
    });

    it('gives each client their figures', async () => {
      const [row] = (await get('search=table1234@')).items;
      // 1234: score 300 + 234, 1234 % 4 = 2 active items, even: two open disputes in round 1 + 1234 % 3 = 2.
      expect(row).toMatchObject({
        firstName: 'Table1234',
        score: 534,
        activeItems: 2,
        openDisputes: 2,
        currentRound: 2,
        nextAction: 'AWAITING_APPROVAL',
        nextDue: '2026-02-01',
      });
      const [odd] = (await get('search=table1235@')).items;
      expect(odd).toMatchObject({ openDisputes: 0, currentRound: null, nextAction: null, nextDue: null });
    });

    it('sorts by any column and walks every page by cursor without a gap or a repeat', async () => {
      const top = await get('sort=score&dir=desc&limit=3');
      expect(top.items.map((c) => c.score)).toEqual([799, 799, 799]);
      const byRound = await get('sort=round&dir=desc&limit=2&hasOpenDisputes=true');
      expect(byRound.items.every((c) => c.currentRound === 3)).toBe(true);
      // 'Row0001'..'Row0099' by name: 99 clients (Row00001..Row00099), walked 25 at a time.
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: ClientTablePage = await get(
          `search=row000&sort=name&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(99);
        seen.push(...page.items.map((c) => c.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(new Set(seen).size).toBe(99);
      // Desc on a column with ties, across pages: the ids keep the order total.
      const walked: { score: number | null; id: number }[] = [];
      cursor = null;
      for (let i = 0; i < 12; i++) {
        const page: ClientTablePage = await get(
          `search=row01&sort=score&dir=desc&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        walked.push(...page.items);
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(walked).toHaveLength(1000);
      expect(new Set(walked.map((c) => c.id)).size).toBe(1000);
      for (let i = 1; i < walked.length; i++) {
        expect((walked[i - 1]?.score ?? 0) >= (walked[i]?.score ?? 0)).toBe(true);
      }
    });

    it('filters by next action, open disputes and score', async () => {
      const none = await get('nextAction=NONE&search=table&limit=1');
      expect(none.total).toBe(clients / 2);
      const waiting = await get('nextAction=AWAITING_APPROVAL&limit=1');
      expect(waiting.total).toBe(clients / 2);
      const band = await get('minScore=790&maxScore=799&limit=100');
      // Scores 790..799: 10 of every 500 clients.
      expect(band.total).toBe(10 * (clients / 500));
      expect(band.items.every((c) => (c.score ?? 0) >= 790)).toBe(true);
    });

    // How fast a page answers is measured by bench/scale (every admin list at 100,000 clients), not here.
    it('orders a page by each sort, newest or highest first', async () => {
      type Row = ClientTablePage['items'][number];
      const keyOf: Record<string, (c: Row) => string | number> = {
        name: (c) => `${c.lastName} ${c.firstName}`,
        score: (c) => c.score ?? -1,
        nextDue: (c) => c.nextDue ?? '',
        lastActivity: (c) => c.lastActivity,
      };
      for (const [sort, key] of Object.entries(keyOf)) {
        const keys = (await get(`sort=${sort}&dir=desc&limit=50`)).items.map(key);
        expect(keys, sort).toHaveLength(50);
        const descending = keys.every((k, i) => i === 0 || !(k > (keys[i - 1] ?? k)));
        expect(descending, `${sort}: ${keys.slice(0, 5).join(', ')}`).toBe(true);
      }
    });

    it('refuses bad parameters with 400 naming the field', async () => {
      const first = await get('sort=score&limit=2');
      for (const [q, field] of [
        ['sort=email', 'sort'],
        ['dir=up', 'dir'],
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['minScore=900', 'minScore'],
        ['minScore=700&maxScore=600', 'minScore'],
        ['nextAction=PANIC', 'nextAction'],
        ['hasOpenDisputes=maybe', 'hasOpenDisputes'],
        [`search=${'x'.repeat(101)}`, 'search'],
        ['cursor=not-a-cursor', 'cursor'],
        // A cursor of one sort replayed on another.
        [`sort=name&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, 'cursor'],
        [
          `sort=score&cursor=${Buffer.from('{"f":"score|asc||||||","k":"x;drop","i":1}').toString('base64url')}`,
          'cursor',
        ],
        ['page=2', 'page'],
      ]) {
        const res = await t.app.inject({ url: `/api/admin/clients?${q}`, headers: admin.headers });
        expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json().error), q).toContain(field);
      }
    });
  },
);

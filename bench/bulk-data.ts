// Fills a database with many fictional clients, issues and disputes in a few set-based statements,
// so list endpoints can be measured at the sizes a busy credit repair office reaches.
import type { DatabaseHandle } from '../apps/server/src/db/client';

export async function insertBulkClients(db: DatabaseHandle, clients: number, disputesPerClient: number) {
  await db.exec(`
    insert into users (first_name, last_name, email, password_hash, access_level)
    select 'Client' || g, 'Bulk' || (g % 997), 'bulk' || g || '@example.com', 'not-a-usable-hash', 'CLIENT_VIEWER'
    from generate_series(1, ${clients}) g;

    insert into credit_issues (user_id, type, title, description, creditor, impact, bureaus, status)
    select u.id, 'COLLECTION', 'Collection account', 'Bulk benchmark item', 'Creditor ' || (u.id % 50), 30,
           '["EQUIFAX","EXPERIAN","TRANSUNION"]'::jsonb, 'DISPUTED'
    from users u where u.email like 'bulk%@example.com';

    insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, status, expected_response,
                          usps_tracking_number, delivery_date, follow_up_date, created_at)
    select i.user_id, i.id, (array['EQUIFAX','EXPERIAN','TRANSUNION'])[1 + (n % 3)], 'BUREAU_DISPUTE', 'INACCURATE_BALANCE',
           'Bulk benchmark letter', (array['PENDING','SENT','DELIVERED','FOLLOW_UP_REQUIRED'])[1 + ((i.id + n) % 4)],
           current_date + 20, case when (i.id + n) % 4 > 0 then 'BULK' || i.id || '-' || n end,
           case when (i.id + n) % 4 >= 2 then current_date - 10 end,
           case when (i.id + n) % 4 >= 2 then current_date + 4 end,
           now() - (i.id % 90) * interval '1 day'
    from credit_issues i cross join generate_series(1, ${disputesPerClient}) n
    where i.description = 'Bulk benchmark item';
    analyze;
  `);
}

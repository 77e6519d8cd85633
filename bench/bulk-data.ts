// Fills a database with many fictional clients, issues and disputes in a few set-based statements,
// so list endpoints can be measured at the sizes a busy credit repair office reaches.
import type { DatabaseHandle } from '../apps/server/src/db/client';

/**
 * `clients` clients in each of the first `organizations` organizations (by id; the platform's is
 * the first), each client's issue and disputes in the client's organization.
 */
export async function insertBulkClients(
  db: DatabaseHandle,
  clients: number,
  disputesPerClient: number,
  organizations = 1,
) {
  await db.exec(`
    insert into users (first_name, last_name, email, password_hash, access_level, organization_id)
    select 'Client' || g, 'Bulk' || (g % 997), 'bulk' || o.id || '-' || g || '@example.com', 'not-a-usable-hash',
           'CLIENT_VIEWER', o.id
    from (select id from organizations order by id limit ${organizations}) o cross join generate_series(1, ${clients}) g;

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

/**
 * Moves part of the bulk disputes into the groups of the admin's work queue the bulk data leaves
 * empty, and adds a report upload, a bureau answer, four chat messages, a support ticket and a lead
 * per bulk client, so every admin list has thousands of rows to page through.
 */
export async function spreadOverQueue(db: DatabaseHandle) {
  await db.exec(`
    update disputes set consumer_approved_at = now() - interval '2 days', attested_at = now() - interval '2 days'
      where status = 'PENDING' and id % 3 = 0 and letter_content = 'Bulk benchmark letter';
    update disputes set usps_tracking_number = null
      where status = 'PENDING' and letter_content = 'Bulk benchmark letter';
    update disputes set delivery_date = current_date - 40, follow_up_date = current_date - 26, alert_sent = (id % 2 = 0)
      where status = 'DELIVERED' and id % 2 = 0 and letter_content = 'Bulk benchmark letter';

    insert into credit_report_uploads (user_id, file_name, file_type, size_bytes, sha256, description,
                                       content_sealed, extraction, analysis, confirmed_at, created_at)
    select u.id, 'report-' || u.id || '.pdf', 'PDF', 1000, md5(u.id::text) || md5(u.id::text), 'Bulk upload',
           'not-a-sealed-file', 'pdf-text', '{}'::jsonb,
           case when u.id % 5 = 0 then null else now() - interval '1 day' end, now() - (u.id % 30) * interval '1 day'
    from users u where u.email like 'bulk%@example.com';

    insert into bureau_responses (user_id, bureau, response_type, response_text, response_date, ai_analysis_id)
    select u.id, 'EXPERIAN', 'VERIFIED', 'Verified as reported.', current_date - (u.id % 20),
           case when u.id % 4 = 0 then null else 1 end
    from users u where u.email like 'bulk%@example.com';

    insert into chat_messages (user_id, sender_id, sender_type, message, read_at, created_at)
    select u.id, u.id, 'CLIENT', 'Message ' || n, case when (u.id + n) % 6 = 0 then null else now() end,
           now() - (u.id % 50 + n) * interval '1 hour'
    from users u cross join generate_series(1, 4) n where u.email like 'bulk%@example.com';

    insert into support_tickets (ticket_number, user_id, title, description, status, customer_name, customer_email,
                                 organization_id)
    select 'BULK-' || u.id, u.id, 'Question about my letters', 'Bulk ticket',
           (array['OPEN','IN_PROGRESS','RESOLVED','CLOSED'])[1 + u.id % 4], 'Client ' || u.id, u.email, u.organization_id
    from users u where u.email like 'bulk%@example.com';

    insert into leads (first_name, last_name, phone, email, credit_issues, urgency, source, status, submitted_at, created_at,
                       organization_id)
    select 'Lead' || u.id, 'Bulk', '555-01' || lpad((u.id % 10000)::text, 4, '0'), 'lead' || u.id || '@example.com',
           '["collections"]'::jsonb, 'normal', 'website', 'new', now() - (u.id % 60) * interval '1 hour',
           now() - (u.id % 60) * interval '1 hour', u.organization_id
    from users u where u.email like 'bulk%@example.com';
    analyze;
  `);
}

/** White Label organizations until there are `total` (the demo seed makes the first two). */
export async function insertBulkOrganizations(db: DatabaseHandle, total: number) {
  await db.exec(`
    insert into organizations (slug, plan, company_name, support_email, sender_name, return_address,
                               croa_business_name, croa_business_address)
    select 'bench-' || g, 'WHITE_LABEL', 'Bench Credit ' || g, 'help' || g || '@bench.example.com', 'Bench Credit ' || g,
           '1 Bench Way, Dayton, OH 45402', 'Bench Credit ' || g || ' LLC', '1 Bench Way, Dayton, OH 45402'
    from generate_series((select count(*) from organizations) + 1, ${total}) g;
  `);
}

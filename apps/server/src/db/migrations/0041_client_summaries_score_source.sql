-- The client table says where each client's score came from, so a specialist's starting score is
-- shown as theirs, not as a reading: the figures function gains the latest report's source (its row
-- type changes, so it is dropped and made again), the refresh writes it, the report trigger watches
-- it, and every row is refilled.
ALTER TABLE "client_summaries" ADD COLUMN "score_source" varchar(12);
--> statement-breakpoint
DROP FUNCTION client_summary_figures(integer[]);
--> statement-breakpoint
CREATE FUNCTION client_summary_figures(client_ids integer[])
RETURNS TABLE (
  user_id integer, is_client boolean, name_key text, score integer, score_source varchar, active_items integer, open_disputes integer, current_round integer,
  report_waiting_since timestamptz, approval_waiting_since timestamptz, mailing_waiting_since timestamptz,
  delivery_waiting_since timestamptz, follow_up_on date, answer_due_on date, last_activity timestamptz
) LANGUAGE sql STABLE AS $$
  select u.id, u.access_level <> 'ADMIN', lower(u.last_name || ' ' || u.first_name),
    r.credit_score, r.source,
    (select count(*)::int from credit_issues i where i.user_id = u.id and i.status = 'ACTIVE'),
    d.open_disputes, d.current_round,
    (select min(up.created_at) from credit_report_uploads up where up.user_id = u.id and up.confirmed_at is null),
    d.approval_waiting_since, d.mailing_waiting_since, d.delivery_waiting_since, d.follow_up_on, d.answer_due_on,
    greatest(u.created_at, (select max(a.created_at) from audit_log a where a.subject_user_id = u.id))
  from users u
  left join lateral (
    select c.credit_score, c.source from credit_reports c where c.user_id = u.id
    order by c.last_updated desc, c.id desc limit 1
  ) r on true
  cross join lateral (
    select
      count(*) filter (where x.status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'))::int
        as open_disputes,
      max(x.round_number) filter (where x.status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'))
        as current_round,
      min(x.created_at) filter (where x.status = 'PENDING' and x.consumer_approved_at is null)
        as approval_waiting_since,
      min(x.consumer_approved_at) filter (where x.status = 'PENDING') as mailing_waiting_since,
      min(coalesce(x.date_sent, x.created_at)) filter (where x.status = 'SENT') as delivery_waiting_since,
      min(x.follow_up_date) filter (where x.alert_sent = false and x.status not in ('RESOLVED', 'REJECTED'))
        as follow_up_on,
      min(x.delivery_date) filter (where x.status in ('DELIVERED', 'FOLLOW_UP_REQUIRED')) + 30 as answer_due_on
    from disputes x where x.user_id = u.id
  ) d
  where u.id = any(client_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_summaries_refresh(client_ids integer[]) RETURNS void LANGUAGE sql AS $$
  insert into client_summaries as s (user_id, is_client, name_key, score, score_source, active_items, open_disputes, current_round,
    report_waiting_since, approval_waiting_since, mailing_waiting_since, delivery_waiting_since,
    follow_up_on, answer_due_on, last_activity)
  select f.* from client_summary_figures(client_ids) f order by f.user_id
  on conflict (user_id) do update set
    is_client = excluded.is_client, name_key = excluded.name_key,
    score = excluded.score, score_source = excluded.score_source, active_items = excluded.active_items, open_disputes = excluded.open_disputes,
    current_round = excluded.current_round, report_waiting_since = excluded.report_waiting_since,
    approval_waiting_since = excluded.approval_waiting_since,
    mailing_waiting_since = excluded.mailing_waiting_since,
    delivery_waiting_since = excluded.delivery_waiting_since, follow_up_on = excluded.follow_up_on,
    answer_due_on = excluded.answer_due_on, last_activity = excluded.last_activity
  where (s.is_client, s.name_key, s.score, s.score_source, s.active_items, s.open_disputes, s.current_round, s.report_waiting_since,
      s.approval_waiting_since, s.mailing_waiting_since, s.delivery_waiting_since, s.follow_up_on,
      s.answer_due_on, s.last_activity)
    is distinct from (excluded.is_client, excluded.name_key, excluded.score, excluded.score_source, excluded.active_items, excluded.open_disputes, excluded.current_round,
      excluded.report_waiting_since, excluded.approval_waiting_since, excluded.mailing_waiting_since,
      excluded.delivery_waiting_since, excluded.follow_up_on, excluded.answer_due_on, excluded.last_activity)
$$;
--> statement-breakpoint
DROP TRIGGER client_summaries_on_report_update ON credit_reports;
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_report_update AFTER UPDATE ON credit_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'credit_score', 'last_updated', 'source');
--> statement-breakpoint
SELECT client_summaries_refresh(array(SELECT id FROM users ORDER BY id));

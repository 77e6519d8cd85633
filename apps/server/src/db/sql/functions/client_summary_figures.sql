CREATE OR REPLACE FUNCTION public.client_summary_figures(client_ids integer[])
 RETURNS TABLE(user_id integer, is_client boolean, name_key text, score integer, score_source character varying, active_items integer, open_disputes integer, current_round integer, report_waiting_since timestamp with time zone, approval_waiting_since timestamp with time zone, mailing_waiting_since timestamp with time zone, delivery_waiting_since timestamp with time zone, follow_up_on date, answer_due_on date, last_activity timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
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
      count(*) filter (where x.status in ({{disputeStatuses.open}}))::int
        as open_disputes,
      max(x.round_number) filter (where x.status in ({{disputeStatuses.open}}))
        as current_round,
      min(x.created_at) filter (where x.status in ({{disputeStatuses.awaitingMailing}}) and x.consumer_approved_at is null)
        as approval_waiting_since,
      min(x.consumer_approved_at) filter (where x.status in ({{disputeStatuses.awaitingMailing}})) as mailing_waiting_since,
      min(coalesce(x.date_sent, x.created_at)) filter (where x.status in ({{disputeStatuses.mailed}})) as delivery_waiting_since,
      min(x.follow_up_date) filter (where x.alert_sent = false and x.status not in ({{disputeStatuses.closed}}))
        as follow_up_on,
      min(x.delivery_date) filter (where x.status in ({{disputeStatuses.awaitingBureauAnswer}})) + {{bureauDeadlineDays}} as answer_due_on
    from disputes x where x.user_id = u.id
  ) d
  where u.id = any(client_ids)
$function$
;

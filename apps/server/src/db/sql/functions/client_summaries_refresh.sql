CREATE OR REPLACE FUNCTION public.client_summaries_refresh(client_ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
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
$function$
;

-- A dispute's update recomputes its client only when a column the figures read changed, as
-- client_summaries_follow does, written out for disputes: every letter event (a tracking scan, a
-- status) updates one, and PL/pgSQL keeps this statement's plan where EXECUTE plans it on every
-- write. The columns are those client_summary_figures reads from disputes.
CREATE OR REPLACE FUNCTION public.client_summaries_follow_dispute()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT v.client) INTO ids
  FROM new_rows n JOIN old_rows o USING (id)
  CROSS JOIN LATERAL (VALUES (n.user_id), (o.user_id)) v(client)
  WHERE (n.user_id, n.status, n.round_number, n.created_at, n.consumer_approved_at, n.date_sent,
      n.delivery_date, n.follow_up_date, n.alert_sent)
    IS DISTINCT FROM (o.user_id, o.status, o.round_number, o.created_at, o.consumer_approved_at,
      o.date_sent, o.delivery_date, o.follow_up_date, o.alert_sent);
  IF ids IS NOT NULL THEN
    PERFORM client_summaries_refresh(ids);
  END IF;
  RETURN NULL;
END;
$function$
;

-- The audit log takes an entry on most writes and is only ever inserted into, so an entry can only
-- move a client's last activity forward: no recompute, one indexed update.
CREATE OR REPLACE FUNCTION public.client_summaries_follow_audit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE client_summaries s SET last_activity = n.at
  FROM (SELECT r.subject_user_id AS user_id, max(r.created_at) AS at FROM new_rows r
    WHERE r.subject_user_id IS NOT NULL GROUP BY r.subject_user_id) n
  WHERE s.user_id = n.user_id AND n.at > s.last_activity;
  RETURN NULL;
END;
$function$
;

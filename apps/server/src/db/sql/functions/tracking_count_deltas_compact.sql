-- Folds the deltas into one row per key, in one statement (so the sum never changes for anyone
-- reading meanwhile). One fold at a time (the others skip); deltas committed after it began are not
-- in its snapshot and are left for the next fold.
CREATE OR REPLACE FUNCTION public.tracking_count_deltas_compact()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT pg_try_advisory_xact_lock({{lock.trackingCountsCompaction}}, 1) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM tracking_count_deltas RETURNING organization_id, status, tracked, follow_up_date, n)
  INSERT INTO tracking_count_deltas (organization_id, status, tracked, follow_up_date, n)
    SELECT organization_id, status, tracked, follow_up_date, sum(n) FROM gone
    GROUP BY organization_id, status, tracked, follow_up_date HAVING sum(n) <> 0;
END
$function$
;

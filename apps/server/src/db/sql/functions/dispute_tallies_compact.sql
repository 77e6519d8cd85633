-- Folds the changes into one row per organization and pair. One compaction at a time (the lock
-- disputeTalliesCompaction of db/lock-keys.ts; the others skip); writers' uncommitted changes are not in its snapshot, so none is lost.
CREATE OR REPLACE FUNCTION public.dispute_tallies_compact()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT pg_try_advisory_xact_lock({{lock.disputeTalliesCompaction}}, 1) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM dispute_tallies RETURNING organization_id, status, bureau, change)
  INSERT INTO dispute_tallies (organization_id, status, bureau, change)
    SELECT organization_id, status, bureau, sum(change) FROM gone GROUP BY organization_id, status, bureau HAVING sum(change) <> 0;
END
$function$
;

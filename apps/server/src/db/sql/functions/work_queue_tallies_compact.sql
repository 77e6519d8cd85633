-- Folds the changes into one row per organization, group and day (under row-level security, those
-- of the organizations the transaction may see). One compaction at a time (the others skip);
-- writers' uncommitted changes are not in its snapshot, so they are neither deleted nor lost.
CREATE OR REPLACE FUNCTION public.work_queue_tallies_compact()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT pg_try_advisory_xact_lock({{lock.workQueueTalliesCompaction}}, 1) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM work_queue_tallies RETURNING organization_id, group_name, day, change)
  INSERT INTO work_queue_tallies (organization_id, group_name, day, change)
    SELECT organization_id, group_name, day, sum(change) FROM gone GROUP BY organization_id, group_name, day HAVING sum(change) <> 0;
END
$function$
;

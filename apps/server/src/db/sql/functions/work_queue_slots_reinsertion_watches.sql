-- Which work-queue groups a reinsertion watch is in: flagged by the nightly check (no notice of the
-- reinsertion in time) and no letter drafted yet. The rule is written in from the contracts'
-- workQueueRules (db/work-queue-conditions.ts), as the work queue's pages read it.
CREATE OR REPLACE FUNCTION public.work_queue_slots_reinsertion_watches(r reinsertion_watches)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'REINSERTED_NO_NOTICE'::text, {{workQueue.REINSERTED_NO_NOTICE.day}} where {{workQueue.REINSERTED_NO_NOTICE.where}}
$function$
;

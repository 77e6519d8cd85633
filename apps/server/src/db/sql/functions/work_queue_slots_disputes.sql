-- Which work-queue groups a dispute is in, and from which day: each group's rule is written in from
-- the contracts' workQueueRules (db/work-queue-conditions.ts), as the work queue's pages read it.
CREATE OR REPLACE FUNCTION public.work_queue_slots_disputes(r disputes)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'AWAITING_APPROVAL'::text, {{workQueue.AWAITING_APPROVAL.day}} where {{workQueue.AWAITING_APPROVAL.where}}
  union all select 'APPROVED_UNMAILED', {{workQueue.APPROVED_UNMAILED.day}} where {{workQueue.APPROVED_UNMAILED.where}}
  union all select 'MAILED_UNDELIVERED', {{workQueue.MAILED_UNDELIVERED.day}} where {{workQueue.MAILED_UNDELIVERED.where}}
  union all select 'FOLLOW_UP_DUE', {{workQueue.FOLLOW_UP_DUE.day}} where {{workQueue.FOLLOW_UP_DUE.where}}
  union all select 'BUREAU_ANSWER_OVERDUE', {{workQueue.BUREAU_ANSWER_OVERDUE.day}} where {{workQueue.BUREAU_ANSWER_OVERDUE.where}}
$function$
;

-- Which work-queue groups a certified mail piece is in: each group's rule is written in from the
-- contracts' workQueueRules (db/work-queue-conditions.ts), as the work queue's pages read it. A
-- queued piece is counted from the start; the reader leaves out those not yet queued too long.
CREATE OR REPLACE FUNCTION public.work_queue_slots_mail_pieces(r mail_pieces)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'MAIL_RETURNED'::text, {{workQueue.MAIL_RETURNED.day}} where {{workQueue.MAIL_RETURNED.where}}
  union all select 'MAIL_QUEUED_TOO_LONG', {{workQueue.MAIL_QUEUED_TOO_LONG.day}} where {{workQueue.MAIL_QUEUED_TOO_LONG.where}}
$function$
;

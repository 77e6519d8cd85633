CREATE OR REPLACE FUNCTION public.work_queue_slots_support_tickets(r support_tickets)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'OPEN_TICKET'::text, {{workQueue.OPEN_TICKET.day}} where {{workQueue.OPEN_TICKET.where}}
$function$
;

CREATE OR REPLACE FUNCTION public.work_queue_slots_support_tickets(r support_tickets)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'OPEN_TICKET'::text, null::date where r.status in ({{workQueueStatuses.OPEN_TICKET}})
$function$
;

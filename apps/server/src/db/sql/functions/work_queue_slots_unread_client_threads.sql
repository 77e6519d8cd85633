CREATE OR REPLACE FUNCTION public.work_queue_slots_unread_client_threads(r unread_client_threads)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'UNREAD_MESSAGES'::text, null::date
$function$
;

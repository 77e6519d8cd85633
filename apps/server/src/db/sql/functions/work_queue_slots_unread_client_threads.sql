CREATE OR REPLACE FUNCTION public.work_queue_slots_unread_client_threads(r unread_client_threads)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'UNREAD_MESSAGES'::text, {{workQueue.UNREAD_MESSAGES.day}} where {{workQueue.UNREAD_MESSAGES.where}}
$function$
;

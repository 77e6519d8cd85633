CREATE OR REPLACE FUNCTION public.work_queue_slots_bureau_responses(r bureau_responses)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'RESPONSE_UNANALYSED'::text, {{workQueue.RESPONSE_UNANALYSED.day}} where {{workQueue.RESPONSE_UNANALYSED.where}}
$function$
;

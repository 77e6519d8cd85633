CREATE OR REPLACE FUNCTION public.work_queue_slots_bureau_responses(r bureau_responses)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'RESPONSE_UNANALYSED'::text, null::date where r.ai_analysis_id is null
$function$
;

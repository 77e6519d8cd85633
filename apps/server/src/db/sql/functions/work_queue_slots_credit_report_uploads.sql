CREATE OR REPLACE FUNCTION public.work_queue_slots_credit_report_uploads(r credit_report_uploads)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'REPORT_UNCONFIRMED'::text, {{workQueue.REPORT_UNCONFIRMED.day}} where {{workQueue.REPORT_UNCONFIRMED.where}}
  union all select 'REPORT_UNREADABLE', {{workQueue.REPORT_UNREADABLE.day}} where {{workQueue.REPORT_UNREADABLE.where}}
$function$
;

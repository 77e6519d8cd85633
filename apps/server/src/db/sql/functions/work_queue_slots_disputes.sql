-- The work queue's "Approved letters to mail" holds only the letters the company mails.
CREATE OR REPLACE FUNCTION public.work_queue_slots_disputes(r disputes)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'AWAITING_APPROVAL'::text, null::date where r.status in ({{workQueueStatuses.AWAITING_APPROVAL}}) and r.consumer_approved_at is null
  union all select 'APPROVED_UNMAILED', null
    where r.status in ({{workQueueStatuses.APPROVED_UNMAILED}}) and r.consumer_approved_at is not null and r.usps_tracking_number is null
      and r.mailed_by = 'COMPANY'
  union all select 'MAILED_UNDELIVERED', null where r.status in ({{workQueueStatuses.MAILED_UNDELIVERED}})
  -- Due once today reaches the follow-up date, or at once when the status asks for a follow-up.
  union all select 'FOLLOW_UP_DUE', case when r.status = 'FOLLOW_UP_REQUIRED' then null else r.follow_up_date end
    where r.alert_sent = false and r.status not in ({{workQueueStatuses.FOLLOW_UP_DUE}})
      and (r.status = 'FOLLOW_UP_REQUIRED' or r.follow_up_date is not null)
  -- Overdue once the delivery date is more than the bureau's {{bureauDeadlineDays}} days behind today.
  union all select 'BUREAU_ANSWER_OVERDUE', r.delivery_date
    where r.status in ({{workQueueStatuses.BUREAU_ANSWER_OVERDUE}}) and r.delivery_date is not null
$function$
;

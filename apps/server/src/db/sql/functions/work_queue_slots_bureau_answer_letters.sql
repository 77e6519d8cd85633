-- Which work-queue groups an uploaded bureau answer letter is in: read or kept unreadable, it waits
-- until a person confirms it. The rule is written in from the contracts' workQueueRules
-- (db/work-queue-conditions.ts), as the work queue's pages read it.
CREATE OR REPLACE FUNCTION public.work_queue_slots_bureau_answer_letters(r bureau_answer_letters)
 RETURNS TABLE(group_name text, day date)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select 'ANSWER_LETTER_TO_CONFIRM'::text, {{workQueue.ANSWER_LETTER_TO_CONFIRM.day}} where {{workQueue.ANSWER_LETTER_TO_CONFIRM.where}}
$function$
;

CREATE OR REPLACE FUNCTION public.client_summaries_follow_user()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM client_summaries_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$function$
;

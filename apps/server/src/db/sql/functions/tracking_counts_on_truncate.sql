CREATE OR REPLACE FUNCTION public.tracking_counts_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM tracking_count_deltas;
  RETURN NULL;
END $function$
;

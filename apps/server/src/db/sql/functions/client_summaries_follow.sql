-- Once per statement over its changed rows (a bulk insert recomputes each client once, not per row).
-- TG_ARGV[0] names the table's client column, the rest the columns the figures read: an update that
-- changes none of them (a letter's text, a tracking check) recomputes nothing, and one that changes
-- them recomputes both the old and the new owner, so a row moved between clients leaves neither stale.
CREATE OR REPLACE FUNCTION public.client_summaries_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  owner text := quote_ident(TG_ARGV[0]);
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('select array_agg(distinct %s) from new_rows', owner) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('select array_agg(distinct %s) from old_rows', owner) INTO ids;
  ELSE
    EXECUTE format(
      'select array_agg(distinct v.client) from (select n.%1$s as now_of, o.%1$s as was_of'
      ' from new_rows n join old_rows o using (id) where (%2$s) is distinct from (%3$s)) changed'
      ' cross join lateral (values (changed.now_of), (changed.was_of)) v(client)',
      owner,
      (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) c),
      (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) c)
    ) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM client_summaries_refresh(ids);
  END IF;
  RETURN NULL;
END;
$function$
;

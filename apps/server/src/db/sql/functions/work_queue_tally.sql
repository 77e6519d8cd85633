-- One trigger function for every table: TG_ARGV[0] names the table's slot function. Writers only
-- insert (never update a shared counter row), so they do not wait on each other nor deadlock.
CREATE OR REPLACE FUNCTION public.work_queue_tally()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select s.group_name, s.day, count(*) from new_rows r cross join lateral %I(r) s group by 1, 2', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select s.group_name, s.day, -count(*) from old_rows r cross join lateral %I(r) s group by 1, 2', TG_ARGV[0]);
  ELSE
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select group_name, day, sum(change) from (
        select s.group_name, s.day, -1 as change from old_rows r cross join lateral %1$I(r) s
        union all
        select s.group_name, s.day, 1 from new_rows r cross join lateral %1$I(r) s
      ) c group by 1, 2 having sum(change) <> 0', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$function$
;

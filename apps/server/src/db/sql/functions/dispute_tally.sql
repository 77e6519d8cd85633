-- Each write to disputes inserts the change it makes to each (organization, status, bureau)
-- triple's size. A
-- statement touching a million disputes inserts at most one row per pair, and writers never wait
-- on one another because no shared row is updated.
CREATE OR REPLACE FUNCTION public.dispute_tally()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dispute_tallies (organization_id, status, bureau, change)
      SELECT organization_id, status, bureau, count(*) FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dispute_tallies (organization_id, status, bureau, change)
      SELECT organization_id, status, bureau, -count(*) FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO dispute_tallies (organization_id, status, bureau, change)
      SELECT organization_id, status, bureau, sum(change) FROM (
        SELECT organization_id, status, bureau, -1 AS change FROM old_rows
        UNION ALL SELECT organization_id, status, bureau, 1 FROM new_rows
      ) c GROUP BY 1, 2, 3 HAVING sum(change) <> 0;
  END IF;
  RETURN NULL;
END
$function$
;

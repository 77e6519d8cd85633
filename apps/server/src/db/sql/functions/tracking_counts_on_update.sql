CREATE OR REPLACE FUNCTION public.tracking_counts_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO tracking_count_deltas (organization_id, status, tracked, follow_up_date, n)
  SELECT organization_id, status, tracked, follow_up_date, sum(n)
  FROM (
    SELECT organization_id, status,
           status = 'SENT' AND usps_tracking_number IS NOT NULL AS tracked,
           CASE WHEN status = 'DELIVERED' THEN follow_up_date END AS follow_up_date,
           1 AS n
    FROM new_rows WHERE tracking_count_key_status(status)
    UNION ALL
    SELECT organization_id, status,
           status = 'SENT' AND usps_tracking_number IS NOT NULL,
           CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
           -1
    FROM old_rows WHERE tracking_count_key_status(status)
  ) changed
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0;
  RETURN NULL;
END $function$
;

CREATE OR REPLACE FUNCTION public.tracking_counts_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO tracking_count_deltas (organization_id, status, tracked, follow_up_date, n)
  SELECT organization_id, status,
         status = 'SENT' AND usps_tracking_number IS NOT NULL,
         CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
         count(*)
  FROM new_rows WHERE tracking_count_key_status(status)
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$
;

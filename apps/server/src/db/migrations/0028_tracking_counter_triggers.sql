-- Keeps tracking_count_deltas exact in the writer's own transaction: each statement on disputes
-- appends one signed row per key it changed (statement-level, from the transition tables), so a
-- bulk update adds a handful of rows and no writer ever locks a row another writer needs.
CREATE FUNCTION tracking_count_key_status(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED') $$;
--> statement-breakpoint
CREATE FUNCTION tracking_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_count_deltas (status, tracked, follow_up_date, n)
  SELECT status,
         status = 'SENT' AND usps_tracking_number IS NOT NULL,
         CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
         count(*)
  FROM new_rows WHERE tracking_count_key_status(status)
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_count_deltas (status, tracked, follow_up_date, n)
  SELECT status,
         status = 'SENT' AND usps_tracking_number IS NOT NULL,
         CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
         -count(*)
  FROM old_rows WHERE tracking_count_key_status(status)
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_count_deltas (status, tracked, follow_up_date, n)
  SELECT status, tracked, follow_up_date, sum(n)
  FROM (
    SELECT status,
           status = 'SENT' AND usps_tracking_number IS NOT NULL AS tracked,
           CASE WHEN status = 'DELIVERED' THEN follow_up_date END AS follow_up_date,
           1 AS n
    FROM new_rows WHERE tracking_count_key_status(status)
    UNION ALL
    SELECT status,
           status = 'SENT' AND usps_tracking_number IS NOT NULL,
           CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
           -1
    FROM old_rows WHERE tracking_count_key_status(status)
  ) changed
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tracking_count_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER disputes_tracking_counts_insert AFTER INSERT ON disputes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER disputes_tracking_counts_delete AFTER DELETE ON disputes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER disputes_tracking_counts_update AFTER UPDATE ON disputes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER disputes_tracking_counts_truncate AFTER TRUNCATE ON disputes
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_truncate();
--> statement-breakpoint
-- The disputes already there, counted once.
INSERT INTO tracking_count_deltas (status, tracked, follow_up_date, n)
SELECT status,
       status = 'SENT' AND usps_tracking_number IS NOT NULL,
       CASE WHEN status = 'DELIVERED' THEN follow_up_date END,
       count(*)
FROM disputes WHERE tracking_count_key_status(status)
GROUP BY 1, 2, 3;

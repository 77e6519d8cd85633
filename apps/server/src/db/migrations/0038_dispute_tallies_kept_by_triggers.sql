CREATE TABLE "dispute_tallies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"bureau" varchar(12) NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
-- Each write to disputes inserts the change it makes to each (status, bureau) pair's size. A
-- statement touching a million disputes inserts at most one row per pair, and writers never wait
-- on one another because no shared row is updated.
CREATE FUNCTION dispute_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dispute_tallies (status, bureau, change)
      SELECT status, bureau, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dispute_tallies (status, bureau, change)
      SELECT status, bureau, -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO dispute_tallies (status, bureau, change)
      SELECT status, bureau, sum(change) FROM (
        SELECT status, bureau, -1 AS change FROM old_rows
        UNION ALL SELECT status, bureau, 1 FROM new_rows
      ) c GROUP BY 1, 2 HAVING sum(change) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Folds the changes into one row per pair. One compaction at a time (lock class 2022, this table's
-- alone; the others skip); writers' uncommitted changes are not in its snapshot, so none is lost.
CREATE FUNCTION dispute_tallies_compact() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(2022, 1) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM dispute_tallies RETURNING status, bureau, change)
  INSERT INTO dispute_tallies (status, bureau, change)
    SELECT status, bureau, sum(change) FROM gone GROUP BY status, bureau HAVING sum(change) <> 0;
END
$$;
--> statement-breakpoint
INSERT INTO dispute_tallies (status, bureau, change)
  SELECT status, bureau, count(*) FROM disputes GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER dispute_tally_insert AFTER INSERT ON disputes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();
--> statement-breakpoint
CREATE TRIGGER dispute_tally_update AFTER UPDATE ON disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();
--> statement-breakpoint
CREATE TRIGGER dispute_tally_delete AFTER DELETE ON disputes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();

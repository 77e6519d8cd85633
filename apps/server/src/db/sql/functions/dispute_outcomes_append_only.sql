-- The outcome ledger is append-only: a correction is a new entry naming the one it corrects. Only
-- the database's own cascades pass: a person's erasure deletes their entries, and a letter's removal
-- clears the link to it (and nothing else).
CREATE OR REPLACE FUNCTION public.dispute_outcomes_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF NEW.dispute_id IS NULL AND (to_jsonb(NEW) - 'dispute_id') = (to_jsonb(OLD) - 'dispute_id') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'The outcome ledger is append-only: a correction is a new entry that names the one it corrects'
    USING ERRCODE = 'integrity_constraint_violation';
END
$function$
;

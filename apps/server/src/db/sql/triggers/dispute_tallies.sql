-- Each write to disputes adds its signed change per (status, bureau) to dispute_tallies.

DROP TRIGGER IF EXISTS dispute_tally_delete ON public.disputes;
CREATE TRIGGER dispute_tally_delete AFTER DELETE ON public.disputes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();

DROP TRIGGER IF EXISTS dispute_tally_insert ON public.disputes;
CREATE TRIGGER dispute_tally_insert AFTER INSERT ON public.disputes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();

DROP TRIGGER IF EXISTS dispute_tally_update ON public.disputes;
CREATE TRIGGER dispute_tally_update AFTER UPDATE ON public.disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dispute_tally();

-- Nothing updates or deletes an outcome but the database's own cascades (dispute_outcomes_append_only).

DROP TRIGGER IF EXISTS dispute_outcomes_append_only ON public.dispute_outcomes;
CREATE TRIGGER dispute_outcomes_append_only BEFORE DELETE OR UPDATE ON public.dispute_outcomes FOR EACH ROW EXECUTE FUNCTION dispute_outcomes_append_only();

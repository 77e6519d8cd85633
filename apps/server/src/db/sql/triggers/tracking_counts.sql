-- Each write to disputes adds its signed change per (status, tracked, follow-up date) to
-- tracking_count_deltas; a truncate empties them.

DROP TRIGGER IF EXISTS disputes_tracking_counts_delete ON public.disputes;
CREATE TRIGGER disputes_tracking_counts_delete AFTER DELETE ON public.disputes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_delete();

DROP TRIGGER IF EXISTS disputes_tracking_counts_insert ON public.disputes;
CREATE TRIGGER disputes_tracking_counts_insert AFTER INSERT ON public.disputes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_insert();

DROP TRIGGER IF EXISTS disputes_tracking_counts_truncate ON public.disputes;
CREATE TRIGGER disputes_tracking_counts_truncate AFTER TRUNCATE ON public.disputes FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_truncate();

DROP TRIGGER IF EXISTS disputes_tracking_counts_update ON public.disputes;
CREATE TRIGGER disputes_tracking_counts_update AFTER UPDATE ON public.disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_on_update();

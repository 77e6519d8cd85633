-- Keeps tracking_count_deltas exact in the writer's own transaction: each statement on disputes
-- appends one signed row per key it changed (statement-level, from the transition tables), so a
-- bulk update adds a handful of rows and no writer ever locks a row another writer needs.
CREATE OR REPLACE FUNCTION public.tracking_count_key_status(status text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT status IN ({{disputeStatuses.open}}) $function$
;

-- Each write to a table the work queue reads adds its signed change per (group, day) to
-- work_queue_tallies; work_queue_slots_<table> says which groups a row is in.

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.bureau_answer_letters;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.bureau_answer_letters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_answer_letters');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.bureau_answer_letters;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.bureau_answer_letters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_answer_letters');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.bureau_answer_letters;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.bureau_answer_letters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_answer_letters');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.bureau_responses;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.bureau_responses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.bureau_responses;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.bureau_responses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.bureau_responses;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.bureau_responses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.credit_report_uploads;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.credit_report_uploads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.credit_report_uploads;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.credit_report_uploads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.credit_report_uploads;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.credit_report_uploads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.disputes;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.disputes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.disputes;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.disputes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.disputes;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.reinsertion_watches;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.reinsertion_watches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_reinsertion_watches');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.reinsertion_watches;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.reinsertion_watches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_reinsertion_watches');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.reinsertion_watches;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.reinsertion_watches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_reinsertion_watches');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.support_tickets;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.support_tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.support_tickets;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.support_tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.support_tickets;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.support_tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.unread_client_threads;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.unread_client_threads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.unread_client_threads;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.unread_client_threads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.unread_client_threads;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.unread_client_threads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');

DROP TRIGGER IF EXISTS work_queue_tally_delete ON public.mail_pieces;
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON public.mail_pieces REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_mail_pieces');

DROP TRIGGER IF EXISTS work_queue_tally_insert ON public.mail_pieces;
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON public.mail_pieces REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_mail_pieces');

DROP TRIGGER IF EXISTS work_queue_tally_update ON public.mail_pieces;
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON public.mail_pieces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_mail_pieces');

-- Keep client_summaries current: once per statement, a change to a column the figures read
-- recomputes the clients it touched (client_summaries_follow); audit entries only move last activity.

DROP TRIGGER IF EXISTS client_summaries_on_audit_delete ON public.audit_log;
CREATE TRIGGER client_summaries_on_audit_delete AFTER DELETE ON public.audit_log REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('subject_user_id');

DROP TRIGGER IF EXISTS client_summaries_on_audit_insert ON public.audit_log;
CREATE TRIGGER client_summaries_on_audit_insert AFTER INSERT ON public.audit_log REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow_audit();

DROP TRIGGER IF EXISTS client_summaries_on_audit_update ON public.audit_log;
CREATE TRIGGER client_summaries_on_audit_update AFTER UPDATE ON public.audit_log REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('subject_user_id', 'created_at');

DROP TRIGGER IF EXISTS client_summaries_on_issue_delete ON public.credit_issues;
CREATE TRIGGER client_summaries_on_issue_delete AFTER DELETE ON public.credit_issues REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_issue_insert ON public.credit_issues;
CREATE TRIGGER client_summaries_on_issue_insert AFTER INSERT ON public.credit_issues REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_issue_update ON public.credit_issues;
CREATE TRIGGER client_summaries_on_issue_update AFTER UPDATE ON public.credit_issues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'status');

DROP TRIGGER IF EXISTS client_summaries_on_upload_delete ON public.credit_report_uploads;
CREATE TRIGGER client_summaries_on_upload_delete AFTER DELETE ON public.credit_report_uploads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_upload_insert ON public.credit_report_uploads;
CREATE TRIGGER client_summaries_on_upload_insert AFTER INSERT ON public.credit_report_uploads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_upload_update ON public.credit_report_uploads;
CREATE TRIGGER client_summaries_on_upload_update AFTER UPDATE ON public.credit_report_uploads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'created_at', 'confirmed_at');

DROP TRIGGER IF EXISTS client_summaries_on_report_delete ON public.credit_reports;
CREATE TRIGGER client_summaries_on_report_delete AFTER DELETE ON public.credit_reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_report_insert ON public.credit_reports;
CREATE TRIGGER client_summaries_on_report_insert AFTER INSERT ON public.credit_reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_report_update ON public.credit_reports;
CREATE TRIGGER client_summaries_on_report_update AFTER UPDATE ON public.credit_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'credit_score', 'last_updated', 'source');

DROP TRIGGER IF EXISTS client_summaries_on_dispute_delete ON public.disputes;
CREATE TRIGGER client_summaries_on_dispute_delete AFTER DELETE ON public.disputes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_dispute_insert ON public.disputes;
CREATE TRIGGER client_summaries_on_dispute_insert AFTER INSERT ON public.disputes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');

DROP TRIGGER IF EXISTS client_summaries_on_dispute_update ON public.disputes;
CREATE TRIGGER client_summaries_on_dispute_update AFTER UPDATE ON public.disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow_dispute();

DROP TRIGGER IF EXISTS client_summaries_on_user_insert ON public.users;
CREATE TRIGGER client_summaries_on_user_insert AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('id');

DROP TRIGGER IF EXISTS client_summaries_on_user_update ON public.users;
CREATE TRIGGER client_summaries_on_user_update AFTER UPDATE OF first_name, last_name, email, access_level, created_at ON public.users FOR EACH ROW WHEN ((((old.first_name)::text IS DISTINCT FROM (new.first_name)::text) OR ((old.last_name)::text IS DISTINCT FROM (new.last_name)::text) OR ((old.email)::text IS DISTINCT FROM (new.email)::text) OR ((old.access_level)::text IS DISTINCT FROM (new.access_level)::text) OR (old.created_at IS DISTINCT FROM new.created_at))) EXECUTE FUNCTION client_summaries_follow_user();

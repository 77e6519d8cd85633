CREATE TABLE "client_summaries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_client" boolean NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"score" integer,
	"active_items" integer DEFAULT 0 NOT NULL,
	"open_disputes" integer DEFAULT 0 NOT NULL,
	"current_round" integer,
	"report_waiting_since" timestamp with time zone,
	"approval_waiting_since" timestamp with time zone,
	"mailing_waiting_since" timestamp with time zone,
	"delivery_waiting_since" timestamp with time zone,
	"follow_up_on" date,
	"answer_due_on" date,
	"last_activity" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_summaries" ADD CONSTRAINT "client_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_summaries_name_idx" ON "client_summaries" USING btree ("name_key","user_id") WHERE "client_summaries"."is_client";
--> statement-breakpoint
-- Every figure of the admin's client table for the given clients, from the source tables: the one
-- definition used by the triggers below, by this migration's backfill and by the tests' reference.
-- Each figure is an index probe per client, so a trigger for one client costs a few probes.
CREATE FUNCTION client_summary_figures(client_ids integer[])
RETURNS TABLE (
  user_id integer, is_client boolean, name_key text, search_text text, score integer, active_items integer, open_disputes integer, current_round integer,
  report_waiting_since timestamptz, approval_waiting_since timestamptz, mailing_waiting_since timestamptz,
  delivery_waiting_since timestamptz, follow_up_on date, answer_due_on date, last_activity timestamptz
) LANGUAGE sql STABLE AS $$
  select u.id, u.access_level <> 'ADMIN', lower(u.last_name || ' ' || u.first_name),
    lower(u.first_name || ' ' || u.last_name || ' ' || u.email),
    (select c.credit_score from credit_reports c where c.user_id = u.id
      order by c.last_updated desc, c.id desc limit 1),
    (select count(*)::int from credit_issues i where i.user_id = u.id and i.status = 'ACTIVE'),
    d.open_disputes, d.current_round,
    (select min(up.created_at) from credit_report_uploads up where up.user_id = u.id and up.confirmed_at is null),
    d.approval_waiting_since, d.mailing_waiting_since, d.delivery_waiting_since, d.follow_up_on, d.answer_due_on,
    greatest(u.created_at, (select max(a.created_at) from audit_log a where a.subject_user_id = u.id))
  from users u
  cross join lateral (
    select
      count(*) filter (where x.status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'))::int
        as open_disputes,
      max(x.round_number) filter (where x.status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'))
        as current_round,
      min(x.created_at) filter (where x.status = 'PENDING' and x.consumer_approved_at is null)
        as approval_waiting_since,
      min(x.consumer_approved_at) filter (where x.status = 'PENDING') as mailing_waiting_since,
      min(coalesce(x.date_sent, x.created_at)) filter (where x.status = 'SENT') as delivery_waiting_since,
      min(x.follow_up_date) filter (where x.alert_sent = false and x.status not in ('RESOLVED', 'REJECTED'))
        as follow_up_on,
      min(x.delivery_date) filter (where x.status in ('DELIVERED', 'FOLLOW_UP_REQUIRED')) + 30 as answer_due_on
    from disputes x where x.user_id = u.id
  ) d
  where u.id = any(client_ids)
$$;
--> statement-breakpoint
-- Recomputes the given clients' rows, in id order so that two writers over the same clients take the
-- row locks in the same order; unchanged rows are not rewritten. A client being deleted is no longer
-- in users, so nothing is written for them (their row goes with the cascade).
CREATE FUNCTION client_summaries_refresh(client_ids integer[]) RETURNS void LANGUAGE sql AS $$
  insert into client_summaries as s (user_id, is_client, name_key, search_text, score, active_items, open_disputes, current_round,
    report_waiting_since, approval_waiting_since, mailing_waiting_since, delivery_waiting_since,
    follow_up_on, answer_due_on, last_activity)
  select f.* from client_summary_figures(client_ids) f order by f.user_id
  on conflict (user_id) do update set
    is_client = excluded.is_client, name_key = excluded.name_key, search_text = excluded.search_text,
    score = excluded.score, active_items = excluded.active_items, open_disputes = excluded.open_disputes,
    current_round = excluded.current_round, report_waiting_since = excluded.report_waiting_since,
    approval_waiting_since = excluded.approval_waiting_since,
    mailing_waiting_since = excluded.mailing_waiting_since,
    delivery_waiting_since = excluded.delivery_waiting_since, follow_up_on = excluded.follow_up_on,
    answer_due_on = excluded.answer_due_on, last_activity = excluded.last_activity
  where (s.is_client, s.name_key, s.search_text, s.score, s.active_items, s.open_disputes, s.current_round, s.report_waiting_since,
      s.approval_waiting_since, s.mailing_waiting_since, s.delivery_waiting_since, s.follow_up_on,
      s.answer_due_on, s.last_activity)
    is distinct from (excluded.is_client, excluded.name_key, excluded.search_text, excluded.score, excluded.active_items, excluded.open_disputes, excluded.current_round,
      excluded.report_waiting_since, excluded.approval_waiting_since, excluded.mailing_waiting_since,
      excluded.delivery_waiting_since, excluded.follow_up_on, excluded.answer_due_on, excluded.last_activity)
$$;
--> statement-breakpoint
-- Once per statement over its changed rows (a bulk insert recomputes each client once, not per row).
-- TG_ARGV[0] names the table's client column, the rest the columns the figures read: an update that
-- changes none of them (a letter's text, a tracking check) recomputes nothing, and one that changes
-- them recomputes both the old and the new owner, so a row moved between clients leaves neither stale.
CREATE FUNCTION client_summaries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text := quote_ident(TG_ARGV[0]);
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('select array_agg(distinct %s) from new_rows', owner) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('select array_agg(distinct %s) from old_rows', owner) INTO ids;
  ELSE
    EXECUTE format(
      'select array_agg(distinct v.client) from (select n.%1$s as now_of, o.%1$s as was_of'
      ' from new_rows n join old_rows o using (id) where (%2$s) is distinct from (%3$s)) changed'
      ' cross join lateral (values (changed.now_of), (changed.was_of)) v(client)',
      owner,
      (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) c),
      (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) c)
    ) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM client_summaries_refresh(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The audit log takes an entry on most writes and is only ever inserted into, so an entry can only
-- move a client's last activity forward: no recompute, one indexed update.
CREATE FUNCTION client_summaries_follow_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_summaries s SET last_activity = n.at
  FROM (SELECT r.subject_user_id AS user_id, max(r.created_at) AS at FROM new_rows r
    WHERE r.subject_user_id IS NOT NULL GROUP BY r.subject_user_id) n
  WHERE s.user_id = n.user_id AND n.at > s.last_activity;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_report_insert AFTER INSERT ON credit_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_report_update AFTER UPDATE ON credit_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'credit_score', 'last_updated');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_report_delete AFTER DELETE ON credit_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_issue_insert AFTER INSERT ON credit_issues
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_issue_update AFTER UPDATE ON credit_issues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'status');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_issue_delete AFTER DELETE ON credit_issues
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_dispute_insert AFTER INSERT ON disputes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_dispute_update AFTER UPDATE ON disputes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'status', 'round_number', 'created_at', 'consumer_approved_at', 'date_sent', 'delivery_date', 'follow_up_date', 'alert_sent');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_dispute_delete AFTER DELETE ON disputes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_upload_insert AFTER INSERT ON credit_report_uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_upload_update AFTER UPDATE ON credit_report_uploads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id', 'created_at', 'confirmed_at');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_upload_delete AFTER DELETE ON credit_report_uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_audit_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow_audit();
--> statement-breakpoint
-- Not expected (the log is append-only), but a changed or removed entry must not leave a stale figure.
CREATE TRIGGER client_summaries_on_audit_update AFTER UPDATE ON audit_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('subject_user_id', 'created_at');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_audit_delete AFTER DELETE ON audit_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('subject_user_id');
--> statement-breakpoint
CREATE TRIGGER client_summaries_on_user_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_summaries_follow('id');
--> statement-breakpoint
CREATE FUNCTION client_summaries_follow_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_summaries_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The name, email, access level and creation time are in the row; sign-ins and other profile edits
-- do not recompute.
CREATE TRIGGER client_summaries_on_user_update AFTER UPDATE OF first_name, last_name, email, access_level, created_at
  ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.email, OLD.access_level, OLD.created_at)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.access_level, NEW.created_at))
  EXECUTE FUNCTION client_summaries_follow_user();
--> statement-breakpoint
-- Every client there already is, through the same definition as the triggers.
SELECT client_summaries_refresh(array(SELECT id FROM users));

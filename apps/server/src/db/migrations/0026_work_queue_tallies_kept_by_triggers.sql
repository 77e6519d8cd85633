-- The work queue's group sizes, kept in the same transaction as each change (issue 20): every
-- table a group reads gets statement triggers that insert the change in each group's size, so
-- the queue reads a few dozen tally rows instead of counting thousands of waiting records.
-- The rules below mirror the work queue repository's WHERE clauses; work-queue tallies tests
-- compare the two after every kind of write.
CREATE FUNCTION work_queue_slots_disputes(r disputes) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'AWAITING_APPROVAL'::text, null::date where r.status = 'PENDING' and r.consumer_approved_at is null
  union all select 'APPROVED_UNMAILED', null
    where r.status = 'PENDING' and r.consumer_approved_at is not null and r.usps_tracking_number is null
  union all select 'MAILED_UNDELIVERED', null where r.status = 'SENT'
  -- Due once today reaches the follow-up date, or at once when the status asks for a follow-up.
  union all select 'FOLLOW_UP_DUE', case when r.status = 'FOLLOW_UP_REQUIRED' then null else r.follow_up_date end
    where r.alert_sent = false and r.status not in ('RESOLVED', 'REJECTED')
      and (r.status = 'FOLLOW_UP_REQUIRED' or r.follow_up_date is not null)
  -- Overdue once the delivery date is more than the bureau's 30 days behind today.
  union all select 'BUREAU_ANSWER_OVERDUE', r.delivery_date
    where r.status in ('DELIVERED', 'FOLLOW_UP_REQUIRED') and r.delivery_date is not null
$$;
--> statement-breakpoint
CREATE FUNCTION work_queue_slots_credit_report_uploads(r credit_report_uploads) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'REPORT_UNCONFIRMED'::text, null::date where r.confirmed_at is null
$$;
--> statement-breakpoint
CREATE FUNCTION work_queue_slots_bureau_responses(r bureau_responses) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'RESPONSE_UNANALYSED'::text, null::date where r.ai_analysis_id is null
$$;
--> statement-breakpoint
CREATE FUNCTION work_queue_slots_support_tickets(r support_tickets) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'OPEN_TICKET'::text, null::date where r.status in ('OPEN', 'IN_PROGRESS')
$$;
--> statement-breakpoint
CREATE FUNCTION work_queue_slots_unread_client_threads(r unread_client_threads) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'UNREAD_MESSAGES'::text, null::date
$$;
--> statement-breakpoint
-- One trigger function for every table: TG_ARGV[0] names the table's slot function. Writers only
-- insert (never update a shared counter row), so they do not wait on each other nor deadlock.
CREATE FUNCTION work_queue_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select s.group_name, s.day, count(*) from new_rows r cross join lateral %I(r) s group by 1, 2', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select s.group_name, s.day, -count(*) from old_rows r cross join lateral %I(r) s group by 1, 2', TG_ARGV[0]);
  ELSE
    EXECUTE format('insert into work_queue_tallies (group_name, day, change)
      select group_name, day, sum(change) from (
        select s.group_name, s.day, -1 as change from old_rows r cross join lateral %1$I(r) s
        union all
        select s.group_name, s.day, 1 from new_rows r cross join lateral %1$I(r) s
      ) c group by 1, 2 having sum(change) <> 0', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Folds the changes into one row per group and day. One compaction at a time (the others skip);
-- writers' uncommitted changes are not in its snapshot, so they are neither deleted nor lost.
CREATE FUNCTION work_queue_tallies_compact() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(2020, 1) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM work_queue_tallies RETURNING group_name, day, change)
  INSERT INTO work_queue_tallies (group_name, day, change)
    SELECT group_name, day, sum(change) FROM gone GROUP BY group_name, day HAVING sum(change) <> 0;
END
$$;
--> statement-breakpoint
-- A client's row in unread_client_threads, recounted from their unread messages after each change.
-- Writers on the same client take turns (an advisory lock per client, taken in id order so two
-- statements never deadlock), so each recount sees the other's committed messages.
CREATE FUNCTION unread_client_threads_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  id integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids FROM new_rows
      WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids FROM old_rows
      WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  ELSE
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids FROM (
      SELECT user_id, sender_type, read_at FROM old_rows
      UNION ALL SELECT user_id, sender_type, read_at FROM new_rows
    ) m WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  FOREACH id IN ARRAY ids LOOP
    PERFORM pg_advisory_xact_lock(2020, id);
  END LOOP;
  DELETE FROM unread_client_threads t WHERE t.user_id = ANY (ids) AND NOT EXISTS (
    SELECT 1 FROM chat_messages m WHERE m.user_id = t.user_id AND m.sender_type = 'CLIENT' AND m.read_at IS NULL
  );
  INSERT INTO unread_client_threads (user_id, unread, oldest_unread_at)
    SELECT m.user_id, count(*), min(m.created_at) FROM chat_messages m
    WHERE m.user_id = ANY (ids) AND m.sender_type = 'CLIENT' AND m.read_at IS NULL
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id)
    GROUP BY m.user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = excluded.unread, oldest_unread_at = excluded.oldest_unread_at
    WHERE (unread_client_threads.unread, unread_client_threads.oldest_unread_at)
      IS DISTINCT FROM (excluded.unread, excluded.oldest_unread_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO unread_client_threads (user_id, unread, oldest_unread_at)
  SELECT user_id, count(*), min(created_at) FROM chat_messages
  WHERE sender_type = 'CLIENT' AND read_at IS NULL GROUP BY user_id;
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM disputes r CROSS JOIN LATERAL work_queue_slots_disputes(r) s GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM credit_report_uploads r CROSS JOIN LATERAL work_queue_slots_credit_report_uploads(r) s GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM bureau_responses r CROSS JOIN LATERAL work_queue_slots_bureau_responses(r) s GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM support_tickets r CROSS JOIN LATERAL work_queue_slots_support_tickets(r) s GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM unread_client_threads r CROSS JOIN LATERAL work_queue_slots_unread_client_threads(r) s GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON disputes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON disputes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_disputes');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON credit_report_uploads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON credit_report_uploads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON credit_report_uploads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_credit_report_uploads');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON bureau_responses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON bureau_responses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON bureau_responses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_bureau_responses');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON support_tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON support_tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON support_tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_support_tickets');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_insert AFTER INSERT ON unread_client_threads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_update AFTER UPDATE ON unread_client_threads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');
--> statement-breakpoint
CREATE TRIGGER work_queue_tally_delete AFTER DELETE ON unread_client_threads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_queue_tally('work_queue_slots_unread_client_threads');
--> statement-breakpoint
CREATE TRIGGER unread_client_threads_insert AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();
--> statement-breakpoint
CREATE TRIGGER unread_client_threads_update AFTER UPDATE ON chat_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();
--> statement-breakpoint
CREATE TRIGGER unread_client_threads_delete AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();

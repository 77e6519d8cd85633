-- Certified mail pieces join the work queue (returned or at issue; queued too long). Their tally
-- triggers come with the SQL sources applied after the migrations and count changes from then on;
-- the pieces already waiting are counted here, as work_queue_slots_mail_pieces would count them.
DELETE FROM work_queue_tallies WHERE group_name IN ('MAIL_RETURNED', 'MAIL_QUEUED_TOO_LONG');
--> statement-breakpoint
INSERT INTO work_queue_tallies (organization_id, group_name, day, change)
  SELECT organization_id, 'MAIL_RETURNED', null::date, count(*) FROM mail_pieces
  WHERE attention_since IS NOT NULL GROUP BY 1
  UNION ALL
  SELECT organization_id, 'MAIL_QUEUED_TOO_LONG', null::date, count(*) FROM mail_pieces
  WHERE status = 'QUEUED' GROUP BY 1;

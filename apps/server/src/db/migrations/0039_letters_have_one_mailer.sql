DROP INDEX "disputes_approved_unmailed_idx";--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "mailed_by" varchar(10) DEFAULT 'COMPANY' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "letters_mailed_by" varchar(10) DEFAULT 'COMPANY' NOT NULL;--> statement-breakpoint
CREATE INDEX "disputes_approved_unmailed_idx" ON "disputes" USING btree ("consumer_approved_at","id") WHERE "disputes"."status" = 'PENDING' and "disputes"."consumer_approved_at" is not null and "disputes"."usps_tracking_number" is null and "disputes"."mailed_by" = 'COMPANY';--> statement-breakpoint
-- Self-serve: on the Pro Plan the consumer prints and mails their own letters.
UPDATE "subscription_plans" SET "letters_mailed_by" = 'CONSUMER' WHERE "name" = 'Pro Plan';
--> statement-breakpoint
-- Letters already written take the mailer their client's plan gives; without a plan a consumer's
-- own letter is theirs to mail and a letter the company drafted is the company's.
UPDATE "disputes" d SET "mailed_by" = coalesce(
  (SELECT p.letters_mailed_by FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
    WHERE s.user_id = d.user_id AND s.status IN ('ACTIVE', 'INCOMPLETE') ORDER BY s.id DESC LIMIT 1),
  CASE WHEN d.created_by_id = d.user_id THEN 'CONSUMER' ELSE 'COMPANY' END);
--> statement-breakpoint
-- The work queue's "Approved letters to mail" holds only the letters the company mails.
CREATE OR REPLACE FUNCTION work_queue_slots_disputes(r disputes) RETURNS TABLE (group_name text, day date)
LANGUAGE sql IMMUTABLE AS $$
  select 'AWAITING_APPROVAL'::text, null::date where r.status = 'PENDING' and r.consumer_approved_at is null
  union all select 'APPROVED_UNMAILED', null
    where r.status = 'PENDING' and r.consumer_approved_at is not null and r.usps_tracking_number is null
      and r.mailed_by = 'COMPANY'
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
DELETE FROM work_queue_tallies WHERE group_name = 'APPROVED_UNMAILED';
--> statement-breakpoint
INSERT INTO work_queue_tallies (group_name, day, change)
  SELECT s.group_name, s.day, count(*) FROM disputes r CROSS JOIN LATERAL work_queue_slots_disputes(r) s
  WHERE s.group_name = 'APPROVED_UNMAILED' GROUP BY 1, 2;

-- The work queue reads each group's page within one organization: each group's partial index of
-- waiting records leads with the record's own organization, so a page reads only that
-- organization's rows (the group's index without it stays for the work across organizations).
CREATE INDEX "disputes_org_awaiting_approval_idx" ON "disputes" USING btree ("organization_id", "created_at", "id") WHERE "disputes"."status" = 'PENDING' and "disputes"."consumer_approved_at" is null;--> statement-breakpoint
CREATE INDEX "disputes_org_approved_unmailed_idx" ON "disputes" USING btree ("organization_id", "consumer_approved_at", "id") WHERE "disputes"."status" = 'PENDING' and "disputes"."consumer_approved_at" is not null and "disputes"."usps_tracking_number" is null and "disputes"."mailed_by" = 'COMPANY';--> statement-breakpoint
CREATE INDEX "disputes_org_mailed_idx" ON "disputes" USING btree ("organization_id", "date_sent", "id") WHERE "disputes"."status" = 'SENT';--> statement-breakpoint
CREATE INDEX "disputes_org_follow_up_open_idx" ON "disputes" USING btree ("organization_id", "follow_up_date", "id") WHERE "disputes"."alert_sent" = false and "disputes"."status" not in ('RESOLVED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "disputes_org_delivered_idx" ON "disputes" USING btree ("organization_id", "delivery_date", "id") WHERE "disputes"."status" in ('DELIVERED', 'FOLLOW_UP_REQUIRED');--> statement-breakpoint
CREATE INDEX "credit_report_uploads_org_unconfirmed_idx" ON "credit_report_uploads" USING btree ("organization_id", "created_at", "id") WHERE "credit_report_uploads"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "bureau_responses_org_unanalysed_idx" ON "bureau_responses" USING btree ("organization_id", "response_date", "id") WHERE "bureau_responses"."ai_analysis_id" is null;--> statement-breakpoint
CREATE INDEX "support_tickets_org_open_idx" ON "support_tickets" USING btree ("organization_id", "created_at", "id") WHERE "support_tickets"."status" in ('OPEN', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "unread_client_threads_org_oldest_idx" ON "unread_client_threads" USING btree ("organization_id", "oldest_unread_at", "user_id");
--> statement-breakpoint
-- The admin analytics are each organization's own figures: one stored count per organization. The
-- one platform-wide count kept so far mixed every organization's, so it is dropped (the next
-- request of each organization counts its own).
DELETE FROM "analytics_snapshots";--> statement-breakpoint
ALTER TABLE "analytics_snapshots" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "analytics_snapshots" ADD COLUMN "organization_id" integer PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_snapshots" ADD CONSTRAINT "analytics_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The outbox's mail belongs to the organization it was sent for: the one the sender names, else the
-- transaction's (the column's default), else the one person's with that address, else the
-- platform's (mail to no person: the team's lead notices). Mail kept so far is given the same way.
ALTER TABLE "mail_outbox" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "mail_outbox" m SET "organization_id" = coalesce(
  (SELECT CASE WHEN count(*) = 1 THEN min(u.organization_id) END FROM users u WHERE lower(u.email) = lower(m."to")), 1);--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "organization_id" SET DEFAULT nullif(current_setting('app.organization_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_organization_idx" ON "mail_outbox" USING btree ("organization_id", "id");

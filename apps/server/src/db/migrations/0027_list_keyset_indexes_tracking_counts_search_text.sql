CREATE TABLE "tracking_count_deltas" (
	"status" varchar(20) NOT NULL,
	"tracked" boolean NOT NULL,
	"follow_up_date" date,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "support_tickets_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED;--> statement-breakpoint
CREATE INDEX "disputes_open_created_idx" ON "disputes" USING btree ("created_at","id") WHERE "disputes"."status" in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED');--> statement-breakpoint
CREATE INDEX "leads_latest_activity_idx" ON "leads" USING btree (coalesce("last_submitted_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");
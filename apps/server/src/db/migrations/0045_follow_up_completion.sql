ALTER TABLE "disputes" ADD COLUMN "follow_up_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "follow_up_answer" varchar(14);
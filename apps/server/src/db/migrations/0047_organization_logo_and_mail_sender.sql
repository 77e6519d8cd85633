ALTER TABLE "mail_outbox" ADD COLUMN "from_name" varchar(120);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_data" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_content_type" varchar(20);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_updated_at" timestamp with time zone;
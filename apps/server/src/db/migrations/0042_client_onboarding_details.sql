ALTER TABLE "users" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ssn_last4_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chosen_plan_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intake_credit_issues" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intake_notes" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chosen_plan_id_subscription_plans_id_fk" FOREIGN KEY ("chosen_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;
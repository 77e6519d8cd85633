ALTER TABLE "disputes" ADD COLUMN "specialist_id" integer;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Letters drafted before this column was kept are credited to the client's specialist of today, the best the records know.
UPDATE "disputes" SET "specialist_id" = "users"."assigned_specialist_id" FROM "users" WHERE "users"."id" = "disputes"."user_id" AND "users"."assigned_specialist_id" IS NOT NULL;

CREATE TABLE "organization_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	"reinstated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_articles" DROP CONSTRAINT "knowledge_articles_slug_unique";--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_suspensions" ADD CONSTRAINT "organization_suspensions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_suspensions_org_idx" ON "organization_suspensions" USING btree ("organization_id","suspended_at");--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_articles_org_slug_uq" ON "knowledge_articles" USING btree ("organization_id","slug");--> statement-breakpoint
-- An article written without naming its organization is the transaction's (the platform's when the
-- transaction names none, as every article before this migration was), like the other company rows.
ALTER TABLE "knowledge_articles" ALTER COLUMN "organization_id" SET DEFAULT coalesce(nullif(current_setting('app.organization_id', true), '')::integer, 1);--> statement-breakpoint
-- The suspensions under way when their history began: each still open.
INSERT INTO "organization_suspensions" ("organization_id", "suspended_at")
  SELECT "id", "suspended_at" FROM "organizations" WHERE "status" = 'suspended' AND "suspended_at" IS NOT NULL;

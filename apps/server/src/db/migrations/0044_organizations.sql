CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"host" varchar(253),
	"plan" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"primary_colour" varchar(7),
	"support_email" varchar(254) NOT NULL,
	"support_phone" varchar(30),
	"sender_name" varchar(120) NOT NULL,
	"return_address" text NOT NULL,
	"croa_business_name" varchar(120) NOT NULL,
	"croa_business_address" text NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The company that runs the platform is the first organization (id 1), and every row made before
-- organizations existed is its own. Its names here are the settings' defaults (COMPANY_NAME,
-- COMPANY_ADDRESS, SUPPORT_EMAIL); the server writes the configured ones over them at each start.
INSERT INTO "organizations" ("slug", "plan", "company_name", "support_email", "sender_name", "return_address", "croa_business_name", "croa_business_address")
VALUES ('platform', 'PLATFORM', 'Credit Repair Co.', 'support@example.com', 'Credit Repair Co.', '100 Main Street, Suite 200, Springfield, IL 62701', 'Credit Repair Co.', '100 Main Street, Suite 200, Springfield, IL 62701');
--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_name_unique";--> statement-breakpoint
DROP INDEX "beta_access_codes_code_uq";--> statement-breakpoint
DROP INDEX "users_email_lower_uq";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_access_codes" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_lower_uq" ON "organizations" USING btree (lower("slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_host_lower_uq" ON "organizations" USING btree (lower("host"));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_access_codes" ADD CONSTRAINT "beta_access_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_organization_idx" ON "audit_log" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beta_access_codes_org_code_uq" ON "beta_access_codes" USING btree ("organization_id",upper("code"));--> statement-breakpoint
CREATE INDEX "leads_organization_idx" ON "leads" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_org_name_uq" ON "subscription_plans" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_email_lower_uq" ON "users" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");
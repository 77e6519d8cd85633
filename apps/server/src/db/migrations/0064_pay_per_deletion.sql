CREATE TABLE "invoice_outcome_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT nullif(current_setting('app.organization_id', true), '')::integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"outcome_id" integer NOT NULL,
	"credited_outcome_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_outcome_lines_kind_check" CHECK (("invoice_outcome_lines"."kind" = 'DELETION' and "invoice_outcome_lines"."credited_outcome_id" is null and "invoice_outcome_lines"."amount_cents" > 0) or ("invoice_outcome_lines"."kind" = 'CREDIT' and "invoice_outcome_lines"."credited_outcome_id" is not null and "invoice_outcome_lines"."amount_cents" < 0))
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "charge_basis" varchar(12) DEFAULT 'MONTHLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "price_per_deletion_cents" integer;--> statement-breakpoint
ALTER TABLE "invoice_outcome_lines" ADD CONSTRAINT "invoice_outcome_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_outcome_lines" ADD CONSTRAINT "invoice_outcome_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_outcome_lines" ADD CONSTRAINT "invoice_outcome_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_outcome_lines" ADD CONSTRAINT "invoice_outcome_lines_outcome_id_dispute_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."dispute_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_outcome_lines" ADD CONSTRAINT "invoice_outcome_lines_credited_outcome_id_dispute_outcomes_id_fk" FOREIGN KEY ("credited_outcome_id") REFERENCES "public"."dispute_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_outcome_lines_outcome_uq" ON "invoice_outcome_lines" USING btree ("outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_outcome_lines_credited_uq" ON "invoice_outcome_lines" USING btree ("credited_outcome_id");--> statement-breakpoint
CREATE INDEX "invoice_outcome_lines_invoice_idx" ON "invoice_outcome_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_outcome_lines_user_idx" ON "invoice_outcome_lines" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_charge_basis_check" CHECK ("subscription_plans"."charge_basis" in ('MONTHLY', 'PER_DELETION') and ("subscription_plans"."charge_basis" = 'MONTHLY' or ("subscription_plans"."kind" = 'consumer' and "subscription_plans"."price_per_deletion_cents" between 100 and 50000)));
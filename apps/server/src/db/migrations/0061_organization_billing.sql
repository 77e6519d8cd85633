CREATE TABLE "organization_billing_accounts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_customer_id" varchar(120) NOT NULL,
	"setup_intent_id" varchar(120),
	"setup_client_secret" varchar(200),
	"card" jsonb,
	"card_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_billing_accounts_setup_intent_id_unique" UNIQUE("setup_intent_id"),
	CONSTRAINT "organization_billing_accounts_setup_client_secret_unique" UNIQUE("setup_client_secret")
);
--> statement-breakpoint
CREATE TABLE "organization_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"provider_payment_id" varchar(120),
	"failure_message" varchar(300),
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organization_billing_accounts" ADD CONSTRAINT "organization_billing_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invoices" ADD CONSTRAINT "organization_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invoices_period_uq" ON "organization_invoices" USING btree ("organization_id","period_start");
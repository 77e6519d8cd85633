CREATE TABLE "employment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"employer" text NOT NULL,
	"job_title" text NOT NULL,
	"employment_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"annual_salary_cents" integer NOT NULL,
	"verification_method" text NOT NULL,
	"verification_status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text NOT NULL,
	"last_verified" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_software" text NOT NULL,
	"tax_year" integer NOT NULL,
	"verification_status" text NOT NULL,
	"status_reason" text NOT NULL,
	"source" text NOT NULL,
	"income_verification" jsonb,
	"employment_verification" jsonb,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_integrations" ADD CONSTRAINT "tax_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_records_user_idx" ON "employment_records" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_integrations_user_software_year_idx" ON "tax_integrations" USING btree ("user_id","tax_software","tax_year");
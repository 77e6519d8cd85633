CREATE TABLE "identity_theft_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"confidence" integer NOT NULL,
	"fraudulent_accounts" jsonb NOT NULL,
	"suspicious_patterns" jsonb NOT NULL,
	"police_report_number" varchar(40),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_theft_cases_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "identity_theft_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_key" varchar(200),
	"item" jsonb,
	"text" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_theft_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(200) DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"letters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_theft_cases" ADD CONSTRAINT "identity_theft_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_theft_signals" ADD CONSTRAINT "identity_theft_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_theft_steps" ADD CONSTRAINT "identity_theft_steps_case_id_identity_theft_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."identity_theft_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_theft_signals_user_item_uq" ON "identity_theft_signals" USING btree ("user_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_theft_steps_case_kind_subject_uq" ON "identity_theft_steps" USING btree ("case_id","kind","subject");--> statement-breakpoint
CREATE INDEX "identity_theft_steps_case_idx" ON "identity_theft_steps" USING btree ("case_id","sort_order");
CREATE TABLE "reinsertion_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT nullif(current_setting('app.organization_id', true), '')::integer NOT NULL,
	"user_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"bureau" varchar(12) NOT NULL,
	"item" jsonb NOT NULL,
	"issue_id" integer,
	"reinserted_on" date NOT NULL,
	"notice_due_on" date NOT NULL,
	"notice_received_on" date,
	"notice_source" varchar(14),
	"notice_recorded_by_id" integer,
	"flagged_on" date,
	"letter_dispute_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reinsertion_watches" ADD CONSTRAINT "reinsertion_watches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsertion_watches" ADD CONSTRAINT "reinsertion_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsertion_watches" ADD CONSTRAINT "reinsertion_watches_outcome_id_dispute_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."dispute_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsertion_watches" ADD CONSTRAINT "reinsertion_watches_notice_recorded_by_id_users_id_fk" FOREIGN KEY ("notice_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinsertion_watches" ADD CONSTRAINT "reinsertion_watches_letter_dispute_id_disputes_id_fk" FOREIGN KEY ("letter_dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reinsertion_watches_outcome_uq" ON "reinsertion_watches" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "reinsertion_watches_open_idx" ON "reinsertion_watches" USING btree ("notice_due_on","id") WHERE "reinsertion_watches"."flagged_on" is null and ("reinsertion_watches"."notice_received_on" is null or "reinsertion_watches"."notice_received_on" > "reinsertion_watches"."notice_due_on");--> statement-breakpoint
CREATE INDEX "reinsertion_watches_flagged_idx" ON "reinsertion_watches" USING btree ("organization_id","flagged_on","id") WHERE "reinsertion_watches"."flagged_on" is not null and "reinsertion_watches"."letter_dispute_id" is null;
CREATE TABLE "dispute_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT nullif(current_setting('app.organization_id', true), '')::integer NOT NULL,
	"user_id" integer NOT NULL,
	"bureau" varchar(12) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"item" jsonb NOT NULL,
	"previous" jsonb,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispute_id" integer,
	"round_number" integer,
	"snapshot_id" integer,
	"corrects_id" integer,
	"observed_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_file_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT nullif(current_setting('app.organization_id', true), '')::integer NOT NULL,
	"user_id" integer NOT NULL,
	"bureau" varchar(12) NOT NULL,
	"document_key" varchar(120) NOT NULL,
	"items" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_snapshot_id_outcome_file_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."outcome_file_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_corrects_id_dispute_outcomes_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."dispute_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_file_snapshots" ADD CONSTRAINT "outcome_file_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_file_snapshots" ADD CONSTRAINT "outcome_file_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_outcomes_user_idx" ON "dispute_outcomes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dispute_outcomes_dispute_idx" ON "dispute_outcomes" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "dispute_outcomes_deletions_idx" ON "dispute_outcomes" USING btree ("user_id","bureau","id") WHERE "dispute_outcomes"."kind" in ('DELETED', 'REINSERTED');--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_outcomes_no_answer_uq" ON "dispute_outcomes" USING btree ("dispute_id") WHERE "dispute_outcomes"."kind" = 'NO_ANSWER';--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_file_snapshots_document_uq" ON "outcome_file_snapshots" USING btree ("user_id","bureau","document_key");--> statement-breakpoint
CREATE INDEX "outcome_file_snapshots_user_idx" ON "outcome_file_snapshots" USING btree ("user_id","bureau","id");

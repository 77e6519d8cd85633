CREATE TABLE "credit_file_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_key" varchar(200) NOT NULL,
	"issue_id" integer,
	"first_seen_on" date NOT NULL,
	"last_seen_on" date NOT NULL,
	"removed_on" date,
	"credited_dispute_id" integer
);
--> statement-breakpoint
CREATE TABLE "credit_files" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"score" integer,
	"report_date" date NOT NULL,
	"accounts" jsonb NOT NULL,
	"inquiries" jsonb NOT NULL,
	"public_records" jsonb NOT NULL,
	"pulled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fcra_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"connection_id" integer,
	"statement" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(400),
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"account_email" varchar(254) NOT NULL,
	"password_sealed" text,
	"identity_sealed" text,
	"ssn_last4" varchar(4),
	"sync_frequency" varchar(8) DEFAULT 'DAILY' NOT NULL,
	"auto_sync_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" varchar(10) NOT NULL,
	"last_sync_date" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"sync_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_status" varchar(8) NOT NULL,
	"issues_found" integer DEFAULT 0 NOT NULL,
	"items_removed" integer DEFAULT 0 NOT NULL,
	"removed_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score_change" integer,
	"score" integer,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "credit_file_items" ADD CONSTRAINT "credit_file_items_connection_id_monitoring_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."monitoring_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_file_items" ADD CONSTRAINT "credit_file_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_file_items" ADD CONSTRAINT "credit_file_items_issue_id_credit_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."credit_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_file_items" ADD CONSTRAINT "credit_file_items_credited_dispute_id_disputes_id_fk" FOREIGN KEY ("credited_dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_files" ADD CONSTRAINT "credit_files_connection_id_monitoring_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."monitoring_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_files" ADD CONSTRAINT "credit_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fcra_authorizations" ADD CONSTRAINT "fcra_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fcra_authorizations" ADD CONSTRAINT "fcra_authorizations_connection_id_monitoring_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."monitoring_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_connections" ADD CONSTRAINT "monitoring_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_syncs" ADD CONSTRAINT "monitoring_syncs_connection_id_monitoring_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."monitoring_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_syncs" ADD CONSTRAINT "monitoring_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_file_items_connection_key_uq" ON "credit_file_items" USING btree ("connection_id","item_key");--> statement-breakpoint
CREATE INDEX "credit_file_items_issue_idx" ON "credit_file_items" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "credit_files_user_idx" ON "credit_files" USING btree ("user_id","pulled_at");--> statement-breakpoint
CREATE INDEX "fcra_authorizations_user_idx" ON "fcra_authorizations" USING btree ("user_id","authorized_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_connections_user_provider_uq" ON "monitoring_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "monitoring_connections_next_sync_idx" ON "monitoring_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "monitoring_syncs_connection_idx" ON "monitoring_syncs" USING btree ("connection_id","sync_date");--> statement-breakpoint
CREATE INDEX "monitoring_syncs_user_idx" ON "monitoring_syncs" USING btree ("user_id","sync_date");
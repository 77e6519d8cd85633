CREATE TABLE "credit_building_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"priority" varchar(10) NOT NULL,
	"potential_impact" integer NOT NULL,
	"timeframe" varchar(60) NOT NULL,
	"status" varchar(12) DEFAULT 'RECOMMENDED' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"target_score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"creditor" varchar(120) NOT NULL,
	"account_number_sealed" text,
	"account_number_last4" varchar(4),
	"amount_cents" integer,
	"date_reported" date,
	"impact" integer NOT NULL,
	"bureaus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credit_score" integer NOT NULL,
	"credit_rating" varchar(12) NOT NULL,
	"utilization_bp" integer NOT NULL,
	"account_age_months" integer NOT NULL,
	"source" varchar(12) NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educational_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"read_time" integer NOT NULL,
	"image_url" text,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "educational_content_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"source" varchar(12) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bureau_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"success_probability" integer NOT NULL,
	"confidence_score" integer NOT NULL,
	"strategy_type" varchar(15) NOT NULL,
	"analysis_result" text NOT NULL,
	"rejection_reasons" jsonb NOT NULL,
	"recommended_actions" text NOT NULL,
	"next_dispute_template" text NOT NULL,
	"engine" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bureau_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dispute_id" integer,
	"bureau" varchar(12) NOT NULL,
	"response_type" varchar(10) NOT NULL,
	"response_text" text NOT NULL,
	"response_date" date NOT NULL,
	"next_step_generated" boolean DEFAULT false NOT NULL,
	"ai_analysis_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"bureau" varchar(12) NOT NULL,
	"letter_type" varchar(30) NOT NULL,
	"reason" varchar(30) NOT NULL,
	"letter_content" text NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"round_number" integer DEFAULT 1 NOT NULL,
	"previous_dispute_id" integer,
	"letter_generated" boolean DEFAULT false NOT NULL,
	"date_sent" timestamp with time zone,
	"expected_response" date NOT NULL,
	"actual_response" date,
	"usps_tracking_number" varchar(34),
	"tracking_added_at" timestamp with time zone,
	"tracking_status" varchar(30),
	"tracking_source" varchar(10),
	"tracking_checked_at" timestamp with time zone,
	"delivery_date" date,
	"follow_up_date" date,
	"alert_sent" boolean DEFAULT false NOT NULL,
	"follow_up_notice_sent_at" timestamp with time zone,
	"consumer_approved_at" timestamp with time zone,
	"attested_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_line1" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_line2" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" varchar(80);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip_code" varchar(10);--> statement-breakpoint
ALTER TABLE "credit_building_actions" ADD CONSTRAINT "credit_building_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_goals" ADD CONSTRAINT "credit_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_issues" ADD CONSTRAINT "credit_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_analyses" ADD CONSTRAINT "bureau_analyses_response_id_bureau_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."bureau_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_responses" ADD CONSTRAINT "bureau_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_responses" ADD CONSTRAINT "bureau_responses_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_responses" ADD CONSTRAINT "bureau_responses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_issue_id_credit_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."credit_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_building_user_type_uq" ON "credit_building_actions" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "credit_issues_user_idx" ON "credit_issues" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id","last_updated");--> statement-breakpoint
CREATE INDEX "score_history_user_idx" ON "score_history" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "bureau_responses_user_idx" ON "bureau_responses" USING btree ("user_id","response_date");--> statement-breakpoint
CREATE INDEX "disputes_user_idx" ON "disputes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_issue_idx" ON "disputes" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "disputes_follow_up_idx" ON "disputes" USING btree ("follow_up_date");--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at","id");
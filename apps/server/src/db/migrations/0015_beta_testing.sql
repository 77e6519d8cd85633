CREATE TABLE "beta_access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"features" text[] NOT NULL,
	"created_by_id" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_access_redemptions" (
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_access_redemptions_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feature_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature" varchar(40) NOT NULL,
	"user_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"feature" varchar(40) NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text NOT NULL,
	"bug_report" text,
	"suggestions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "beta_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_access_codes" ADD CONSTRAINT "beta_access_codes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_access_redemptions" ADD CONSTRAINT "beta_access_redemptions_code_id_beta_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."beta_access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_access_redemptions" ADD CONSTRAINT "beta_access_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_uses" ADD CONSTRAINT "feature_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beta_access_codes_code_uq" ON "beta_access_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "feature_uses_feature_idx" ON "feature_uses" USING btree ("feature");--> statement-breakpoint
CREATE INDEX "feedback_feature_idx" ON "feedback" USING btree ("feature");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
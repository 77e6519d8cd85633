CREATE TABLE "credit_mix_intents" (
	"user_id" integer NOT NULL,
	"product_id" varchar(24) NOT NULL,
	"recorded_on" date NOT NULL,
	CONSTRAINT "credit_mix_intents_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "loan_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_name" varchar(80) NOT NULL,
	"bank" varchar(80) NOT NULL,
	"balance_cents" integer NOT NULL,
	"limit_cents" integer NOT NULL,
	"apr_hundredths" integer,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilization_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_key" varchar(80) NOT NULL,
	"urgency" varchar(8) NOT NULL,
	"message" text NOT NULL,
	"action_suggestion" text NOT NULL,
	"suggested_amount_cents" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_mix_intents" ADD CONSTRAINT "credit_mix_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_assessments" ADD CONSTRAINT "loan_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_profiles" ADD CONSTRAINT "loan_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_alerts" ADD CONSTRAINT "utilization_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_assessments_user_idx" ON "loan_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utilization_alerts_user_rule_uq" ON "utilization_alerts" USING btree ("user_id","rule_key");
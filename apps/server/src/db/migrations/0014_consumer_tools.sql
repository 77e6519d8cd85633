CREATE TABLE "activity_hours" (
	"user_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_hours_user_id_hour_pk" PRIMARY KEY("user_id","hour")
);
--> statement-breakpoint
CREATE TABLE "article_reads" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reads_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_completed_steps" (
	"user_id" integer NOT NULL,
	"step_id" varchar(40) NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_completed_steps_user_id_step_id_pk" PRIMARY KEY("user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_id" varchar(40) NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "loan_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer,
	"negotiation_id" integer,
	"kind" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_negotiations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"negotiation_type" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROGRESS' NOT NULL,
	"outcome" text,
	"savings_achieved" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"servicer_name" varchar(120) NOT NULL,
	"loan_balance" numeric(12, 2) NOT NULL,
	"interest_rate" numeric(5, 2) NOT NULL,
	"monthly_payment" numeric(12, 2) NOT NULL,
	"repayment_plan" varchar(80) NOT NULL,
	"loan_type" varchar(10) NOT NULL,
	"original_balance" numeric(12, 2),
	"graduation_date" date,
	"status" varchar(12) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_hours" ADD CONSTRAINT "activity_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_completed_steps" ADD CONSTRAINT "onboarding_completed_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_loan_id_student_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."student_loans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_negotiation_id_loan_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."loan_negotiations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_negotiations" ADD CONSTRAINT "loan_negotiations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_negotiations" ADD CONSTRAINT "loan_negotiations_loan_id_student_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."student_loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_loans" ADD CONSTRAINT "student_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_documents_user_idx" ON "loan_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loan_negotiations_user_idx" ON "loan_negotiations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_loans_user_idx" ON "student_loans" USING btree ("user_id");
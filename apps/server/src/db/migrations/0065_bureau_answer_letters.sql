CREATE TABLE "bureau_answer_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT nullif(current_setting('app.organization_id', true), '')::integer NOT NULL,
	"user_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content_sealed" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"bureau" varchar(12),
	"letter_date" date,
	"reinsertion_notice" boolean DEFAULT false NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD COLUMN "answer_letter_id" integer;--> statement-breakpoint
ALTER TABLE "bureau_answer_letters" ADD CONSTRAINT "bureau_answer_letters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_answer_letters" ADD CONSTRAINT "bureau_answer_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_answer_letters" ADD CONSTRAINT "bureau_answer_letters_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_answer_letters" ADD CONSTRAINT "bureau_answer_letters_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_answer_letters_user_idx" ON "bureau_answer_letters" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bureau_answer_letters_unconfirmed_idx" ON "bureau_answer_letters" USING btree ("organization_id","created_at","id") WHERE "bureau_answer_letters"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "dispute_outcomes" ADD CONSTRAINT "dispute_outcomes_answer_letter_id_bureau_answer_letters_id_fk" FOREIGN KEY ("answer_letter_id") REFERENCES "public"."bureau_answer_letters"("id") ON DELETE no action ON UPDATE no action;
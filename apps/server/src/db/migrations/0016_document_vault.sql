CREATE TABLE "ai_conversation_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"letter_text" text,
	"engine" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by" varchar(8) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"description" text,
	"content_sealed" text NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING_REVIEW' NOT NULL,
	"review_note" text,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"document_type" varchar(24) NOT NULL,
	"extraction_status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"extracted_text" text DEFAULT '' NOT NULL,
	"smart_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_text" text DEFAULT '' NOT NULL,
	"confidence" real DEFAULT 1 NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"tagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "chat_documents"."file_name" || ' ' || "chat_documents"."tag_text"), 'A') || setweight(to_tsvector('english', "chat_documents"."extracted_text"), 'B')) STORED,
	CONSTRAINT "chat_documents_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "document_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(40) NOT NULL,
	"category" varchar(12) NOT NULL,
	"color" varchar(12) NOT NULL,
	"is_system_tag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_conversation_entries" ADD CONSTRAINT "ai_conversation_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_documents" ADD CONSTRAINT "chat_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_documents" ADD CONSTRAINT "chat_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_documents" ADD CONSTRAINT "chat_documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversation_user_idx" ON "ai_conversation_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_documents_user_idx" ON "chat_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_documents_search_idx" ON "chat_documents" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "document_tags_owner_name_idx" ON "document_tags" USING btree (coalesce("user_id", 0),lower("name"));
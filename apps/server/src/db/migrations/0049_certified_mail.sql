CREATE TABLE "mail_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_event_id" varchar(120) NOT NULL,
	"type" varchar(24) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" varchar(200),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"dispute_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(24) DEFAULT 'QUEUED' NOT NULL,
	"provider_id" varchar(80),
	"tracking_number" varchar(34),
	"addresses" jsonb NOT NULL,
	"enclosure_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_sealed" text NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"pages" integer NOT NULL,
	"print_cents" integer NOT NULL,
	"postage_cents" integer NOT NULL,
	"certified_cents" integer NOT NULL,
	"return_receipt_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"received_on" date,
	"receipt_rule" varchar(16),
	"attention_since" timestamp with time zone,
	"return_receipt_type" varchar(40),
	"return_receipt" text,
	"return_receipt_sha256" varchar(64),
	"last_polled_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_piece_id_mail_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."mail_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_pieces" ADD CONSTRAINT "mail_pieces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_pieces" ADD CONSTRAINT "mail_pieces_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_pieces" ADD CONSTRAINT "mail_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_pieces" ADD CONSTRAINT "mail_pieces_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_provider_event_uq" ON "mail_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "mail_events_piece_idx" ON "mail_events" USING btree ("piece_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_pieces_dispute_uq" ON "mail_pieces" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_pieces_idempotency_uq" ON "mail_pieces" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_pieces_provider_id_uq" ON "mail_pieces" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "mail_pieces_organization_idx" ON "mail_pieces" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_pieces_queued_idx" ON "mail_pieces" USING btree ("next_attempt_at","id") WHERE "mail_pieces"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "mail_pieces_travelling_idx" ON "mail_pieces" USING btree ("last_polled_at","id") WHERE "mail_pieces"."status" not in ('QUEUED', 'DELIVERED', 'RETURNED_TO_SENDER');
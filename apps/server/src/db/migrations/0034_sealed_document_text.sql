-- The text read from a document is kept sealed (extracted_text_sealed); search reads a copy with
-- identifying numbers masked (search_text). Rows read before are sealed and emptied at start.
ALTER TABLE "chat_documents" ADD COLUMN "extracted_text_sealed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_documents" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_documents" drop column "search";--> statement-breakpoint
ALTER TABLE "chat_documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "chat_documents"."file_name" || ' ' || "chat_documents"."tag_text"), 'A') || setweight(to_tsvector('english', "chat_documents"."search_text"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "chat_documents_search_idx" ON "chat_documents" USING gin ("search");

CREATE TABLE "unread_client_threads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer NOT NULL,
	"oldest_unread_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_queue_tallies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" varchar(24) NOT NULL,
	"day" date,
	"change" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unread_client_threads" ADD CONSTRAINT "unread_client_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unread_client_threads_oldest_idx" ON "unread_client_threads" USING btree ("oldest_unread_at","user_id");
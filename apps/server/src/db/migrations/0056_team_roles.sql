CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer DEFAULT 1 NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"role" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_role" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assigned_specialist_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitations_organization_idx" ON "team_invitations" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assigned_specialist_id_users_id_fk" FOREIGN KEY ("assigned_specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_assigned_specialist_idx" ON "users" USING btree ("assigned_specialist_id");--> statement-breakpoint
-- Every admin made before teams is of their company's office; each organization's earliest admin is its Owner.
SELECT set_config('app.all_organizations', 'on', true);--> statement-breakpoint
UPDATE "users" SET "team_role" = 'ADMIN' WHERE "access_level" = 'ADMIN';--> statement-breakpoint
UPDATE "users" SET "team_role" = 'OWNER'
  WHERE "id" IN (
    SELECT DISTINCT ON ("organization_id") "id" FROM "users"
    WHERE "access_level" = 'ADMIN'
    ORDER BY "organization_id", "created_at", "id"
  );

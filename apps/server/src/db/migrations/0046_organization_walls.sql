-- The second wall: every table that holds an organization's data gets organization_id, and row-level
-- security (applied after the migrations by db/organization-walls.ts, for every table with the
-- column) keeps each query to the organization its transaction names. The app's connections run as
-- app_runtime, a role that cannot log in, is not a superuser and does not bypass row-level security;
-- migrations keep running as the database's owner. Roles are the cluster's, so a database migrated
-- beside another finds it already made.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app_runtime') THEN
    CREATE ROLE app_runtime NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The owner must be able to become the runtime role (a superuser always can).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT app_runtime TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR insufficient_privilege THEN NULL;
END $$;
--> statement-breakpoint
-- Each table reached through a person (or through a record that has an organization) takes its
-- owner's organization. Triggers are held while the column is filled: it changes no kept figure.
DO $$
DECLARE
  owned record;
BEGIN
  FOR owned IN SELECT * FROM (VALUES
    ('activity_hours', 'users', 'user_id'), ('ai_conversation_entries', 'users', 'user_id'),
    ('ai_feature_uses', 'users', 'user_id'), ('article_reads', 'users', 'user_id'),
    ('bank_connections', 'users', 'user_id'), ('bank_verifications', 'users', 'user_id'),
    ('beta_access_redemptions', 'beta_access_codes', 'code_id'),
    ('bureau_responses', 'users', 'user_id'), ('bureau_analyses', 'bureau_responses', 'response_id'),
    ('chat_documents', 'users', 'user_id'), ('chat_messages', 'users', 'user_id'),
    ('client_summaries', 'users', 'user_id'), ('credit_building_actions', 'users', 'user_id'),
    ('credit_cards', 'users', 'user_id'), ('credit_file_items', 'users', 'user_id'),
    ('credit_files', 'users', 'user_id'), ('credit_goals', 'users', 'user_id'),
    ('credit_issues', 'users', 'user_id'), ('credit_mix_intents', 'users', 'user_id'),
    ('credit_report_uploads', 'users', 'user_id'), ('credit_reports', 'users', 'user_id'),
    ('disputes', 'users', 'user_id'), ('document_requests', 'users', 'user_id'),
    ('employment_records', 'users', 'user_id'), ('fcra_authorizations', 'users', 'user_id'),
    ('feature_uses', 'users', 'user_id'), ('idempotency_keys', 'users', 'user_id'),
    ('identity_theft_cases', 'users', 'user_id'), ('identity_theft_signals', 'users', 'user_id'),
    ('identity_theft_steps', 'identity_theft_cases', 'case_id'), ('invoices', 'users', 'user_id'),
    ('loan_assessments', 'users', 'user_id'), ('loan_documents', 'users', 'user_id'),
    ('loan_negotiations', 'users', 'user_id'), ('loan_profiles', 'users', 'user_id'),
    ('mfa_recovery_codes', 'users', 'user_id'), ('monitoring_connections', 'users', 'user_id'),
    ('monitoring_syncs', 'users', 'user_id'), ('notice_preferences', 'users', 'user_id'),
    ('notices', 'users', 'user_id'), ('onboarding_completed_steps', 'users', 'user_id'),
    ('password_links', 'users', 'user_id'), ('payment_methods', 'users', 'user_id'),
    ('rent_reporting_enrollments', 'users', 'user_id'), ('score_history', 'users', 'user_id'),
    ('sessions', 'users', 'user_id'), ('signed_agreements', 'users', 'user_id'),
    ('student_loans', 'users', 'user_id'), ('subscriptions', 'users', 'user_id'),
    ('support_messages', 'support_conversations', 'conversation_id'),
    ('tax_integrations', 'users', 'user_id'), ('unread_client_threads', 'users', 'user_id'),
    ('user_badges', 'users', 'user_id'), ('utilization_alerts', 'users', 'user_id')
  ) AS t(child, parent, via) LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN organization_id integer', owned.child);
    EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', owned.child);
    EXECUTE format('UPDATE %I c SET organization_id = coalesce(p.organization_id, 1) FROM %I p WHERE p.id = c.%I',
      owned.child, owned.parent, owned.via);
    -- A row without an owner (a feature used before sign-in) belonged to the only company there was.
    EXECUTE format('UPDATE %I SET organization_id = 1 WHERE organization_id IS NULL', owned.child);
    EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', owned.child);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN organization_id SET NOT NULL', owned.child);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN organization_id SET DEFAULT nullif(current_setting(''app.organization_id'', true), '''')::integer', owned.child);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (organization_id) REFERENCES organizations(id)',
      owned.child, owned.child || '_organization_id_fk');
  END LOOP;
END $$;
--> statement-breakpoint
-- Admin lists over many clients read these by organization.
CREATE INDEX "disputes_organization_idx" ON "disputes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "credit_issues_organization_idx" ON "credit_issues" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "credit_report_uploads_organization_idx" ON "credit_report_uploads" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "bureau_responses_organization_idx" ON "bureau_responses" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "client_summaries_organization_idx" ON "client_summaries" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "unread_client_threads_organization_idx" ON "unread_client_threads" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notices_organization_idx" ON "notices" USING btree ("organization_id");--> statement-breakpoint
-- The rows made before organizations carry the platform's (1) when the transaction names none.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['audit_log', 'beta_access_codes', 'feedback', 'leads', 'subscription_plans',
    'support_conversations', 'support_tickets', 'users'] LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN organization_id SET DEFAULT coalesce(nullif(current_setting(''app.organization_id'', true), '''')::integer, 1)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The kept counts are each organization's: recounted from their rows, since a platform-wide sum
-- cannot be split. Their triggers (db/sql/) name the organization of each change.
DELETE FROM "work_queue_tallies";--> statement-breakpoint
DELETE FROM "dispute_tallies";--> statement-breakpoint
DELETE FROM "tracking_count_deltas";--> statement-breakpoint
ALTER TABLE "work_queue_tallies" ADD COLUMN "organization_id" integer NOT NULL DEFAULT nullif(current_setting('app.organization_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "work_queue_tallies" ADD CONSTRAINT "work_queue_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_tallies" ADD COLUMN "organization_id" integer NOT NULL DEFAULT nullif(current_setting('app.organization_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "dispute_tallies" ADD CONSTRAINT "dispute_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_count_deltas" ADD COLUMN "organization_id" integer NOT NULL DEFAULT nullif(current_setting('app.organization_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "tracking_count_deltas" ADD CONSTRAINT "tracking_count_deltas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_queue_tallies_organization_idx" ON "work_queue_tallies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "dispute_tallies_organization_idx" ON "dispute_tallies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "tracking_count_deltas_organization_idx" ON "tracking_count_deltas" USING btree ("organization_id");--> statement-breakpoint
INSERT INTO "work_queue_tallies" ("organization_id", "group_name", "day", "change")
  SELECT r.organization_id, s.group_name, s.day, count(*) FROM disputes r CROSS JOIN LATERAL work_queue_slots_disputes(r) s GROUP BY 1, 2, 3
  UNION ALL SELECT r.organization_id, s.group_name, s.day, count(*) FROM credit_report_uploads r CROSS JOIN LATERAL work_queue_slots_credit_report_uploads(r) s GROUP BY 1, 2, 3
  UNION ALL SELECT r.organization_id, s.group_name, s.day, count(*) FROM bureau_responses r CROSS JOIN LATERAL work_queue_slots_bureau_responses(r) s GROUP BY 1, 2, 3
  UNION ALL SELECT r.organization_id, s.group_name, s.day, count(*) FROM support_tickets r CROSS JOIN LATERAL work_queue_slots_support_tickets(r) s GROUP BY 1, 2, 3
  UNION ALL SELECT r.organization_id, s.group_name, s.day, count(*) FROM unread_client_threads r CROSS JOIN LATERAL work_queue_slots_unread_client_threads(r) s GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "dispute_tallies" ("organization_id", "status", "bureau", "change")
  SELECT organization_id, status, bureau, count(*) FROM disputes GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "tracking_count_deltas" ("organization_id", "status", "tracked", "follow_up_date", "n")
  SELECT organization_id, status, status = 'SENT' AND usps_tracking_number IS NOT NULL,
    CASE WHEN status = 'DELIVERED' THEN follow_up_date END, count(*)
  FROM disputes WHERE tracking_count_key_status(status) GROUP BY 1, 2, 3, 4;

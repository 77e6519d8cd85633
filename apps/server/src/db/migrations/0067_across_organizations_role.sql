-- Work across organizations (background jobs, the platform operator, the session lookup) runs as
-- app_across, a second role that cannot log in and does not bypass row-level security: its own
-- policy on each wall lets it through. The runtime role's wall is then one comparison of the row's
-- organization with the transaction's, which the planner folds into a query's own organization
-- filter (a setting tested on every row halved its row estimates and changed the work queue's
-- plans). Roles are the cluster's, so a database migrated beside another finds it already made.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app_across') THEN
    CREATE ROLE app_across NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The owner must be able to become the role, and, as its member, passes the walls in migrations
-- and maintenance (a superuser always can and always does).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT app_across TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR insufficient_privilege THEN NULL;
END $$;

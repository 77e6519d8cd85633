import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { acrossRole, runtimeRole } from './organization-context';

/**
 * The tables that hold no one organization's data, each with the reason. Every other table has an
 * `organization_id` and its wall (`organization-walls.test.ts` checks both ways).
 */
export const platformWideTables = {
  organizations:
    'the organizations themselves: the Host lookup and the operator read them before any is chosen',
  sql_source_hashes: "the migrator's record of the SQL sources it applied",
  failed_logins: 'the sign-in lockout counts an address across organizations (stricter, never looser)',
  password_reset_requests:
    'the reset requests are limited per address and network address across organizations',
  payment_webhook_events:
    "the payment provider's events, kept once to refuse a replay, before their payer is known",
  educational_content: 'the education library is the same for every organization',
  document_tags:
    "the system tags (no owner) are every organization's; a person's own tags are read through the person",
} as const;

/**
 * Tables behind the wall whose platform's rows every organization also reads (never writes), each
 * with the reason: besides `organization_wall`, the policy `platform_rows_shared` lets a SELECT see
 * the rows of the platform's organization. Writes still pass `organization_wall` alone, so another
 * organization's UPDATE or DELETE of a platform row finds nothing (its route answers 404).
 */
export const platformSharedTables = {
  knowledge_articles:
    "the platform's help articles are every organization's too (its help pages and support chat read them); each organization writes only its own",
} as const;

const platformSharedTablesSql = Object.keys(platformSharedTables)
  .map((name) => `'${name}'`)
  .join(', ');

/**
 * Gives every table with an `organization_id` its wall, so a table added later by any migration
 * gets it too: row-level security enabled and forced (its owner is held too), the policy
 * `organization_wall` for the runtime role (the row's organization is the one the transaction
 * names), the policy `across_organizations` that lets the across-organizations role through (work
 * entered by `acrossOrganizations`, and the owner, its member), and, where the table has an owner
 * whose row carries an organization, the trigger `organization_fill` that takes the owner's when a
 * row arrives without one. Both roles may read and write every table (the walls decide which
 * rows). Idempotent: each step is taken only where it is missing. Run by the migrator as the owner.
 */
export const organizationWallsSql = `
DO $walls$
DECLARE
  t record;
  owner record;
  wall record;
  grantee text;
BEGIN
  FOREACH grantee IN ARRAY ARRAY['${runtimeRole}', '${acrossRole}'] LOOP
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', grantee);
    FOR t IN
      SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public'
        AND CASE WHEN c.relkind IN ('r', 'p') THEN NOT has_table_privilege(grantee, c.oid, 'SELECT,INSERT,UPDATE,DELETE') END
    LOOP
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO %I', t.relname, grantee);
    END LOOP;
    FOR t IN
      SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public'
        AND CASE WHEN c.relkind = 'S' THEN NOT has_sequence_privilege(grantee, c.oid, 'USAGE,SELECT,UPDATE') END
    LOOP
      EXECUTE format('GRANT USAGE, SELECT, UPDATE ON SEQUENCE %I TO %I', t.relname, grantee);
    END LOOP;
  END LOOP;
  FOR t IN
    SELECT c.oid, c.relname, c.relrowsecurity, c.relforcerowsecurity
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    IF NOT t.relrowsecurity THEN
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    END IF;
    IF NOT t.relforcerowsecurity THEN
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    END IF;
    -- The runtime role's wall is one comparison, its setting read in a subquery: the planner
    -- evaluates it once per statement (an InitPlan) and takes it as the same condition as a query's
    -- own organization filter, so the wall changes neither the estimates nor the plans. A wall of
    -- an older form (for every role, with an across-organizations setting tested on every row) is
    -- brought to this one.
    SELECT p.polname, pg_get_expr(p.polqual, p.polrelid) AS qual INTO wall
    FROM pg_policy p WHERE p.polrelid = t.oid AND p.polname = 'organization_wall';
    IF FOUND AND wall.qual LIKE '%all_organizations%' THEN
      EXECUTE format('DROP POLICY organization_wall ON %I', t.relname);
    END IF;
    IF NOT FOUND OR wall.qual LIKE '%all_organizations%' THEN
      EXECUTE format($policy$CREATE POLICY organization_wall ON %I TO ${runtimeRole}
        USING (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::integer))
        WITH CHECK (organization_id = (SELECT nullif(current_setting('app.organization_id', true), '')::integer))$policy$,
        t.relname);
    END IF;
    -- Work across organizations runs as its own role, which this policy lets through.
    IF NOT EXISTS (SELECT FROM pg_policy p WHERE p.polrelid = t.oid AND p.polname = 'across_organizations') THEN
      EXECUTE format('CREATE POLICY across_organizations ON %I TO ${acrossRole} USING (true) WITH CHECK (true)',
        t.relname);
    END IF;
    -- Tables whose writers may leave the organization out (its default is the transaction's, with
    -- no fallback) take their owner's, and never another.
    IF NOT EXISTS (SELECT FROM pg_trigger WHERE tgrelid = t.oid AND tgname = 'organization_fill')
      AND NOT EXISTS (SELECT FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
        WHERE d.adrelid = t.oid AND a.attname = 'organization_id' AND pg_get_expr(d.adbin, d.adrelid) LIKE '%coalesce%')
    THEN
      -- The owner: the person (user_id) if the row has one, else the record it belongs to.
      SELECT a.attname AS via, p.relname AS parent INTO owner
      FROM pg_constraint k
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.conrelid = t.oid AND k.contype = 'f' AND cardinality(k.conkey) = 1
        AND p.relname NOT IN ('organizations', t.relname)
        AND EXISTS (SELECT FROM pg_attribute pa WHERE pa.attrelid = p.oid AND pa.attname = 'organization_id')
      ORDER BY a.attname = 'user_id' DESC, p.relname <> 'users' DESC, a.attname
      LIMIT 1;
      IF FOUND THEN
        EXECUTE format('CREATE TRIGGER organization_fill BEFORE INSERT ON %I FOR EACH ROW
          EXECUTE FUNCTION organization_id_from_owner(%L, %L)',
          t.relname, owner.parent, owner.via);
      END IF;
    END IF;
    -- The platform's rows of a shared table are read by every organization (SELECT only).
    IF t.relname IN (${platformSharedTablesSql})
      AND NOT EXISTS (SELECT FROM pg_policy p WHERE p.polrelid = t.oid AND p.polname = 'platform_rows_shared')
    THEN
      EXECUTE format('CREATE POLICY platform_rows_shared ON %I FOR SELECT USING (organization_id = ${platformOrganizationId})',
        t.relname);
    END IF;
  END LOOP;
END
$walls$;
`;

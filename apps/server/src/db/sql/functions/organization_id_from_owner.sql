-- A row's organization is its owner's. A row arriving without one gets it (platform work across
-- organizations, the demo seed and background jobs, names the person, not the organization); a row
-- naming another, or an owner the transaction cannot see, is refused, so a write cannot put a row of
-- one organization's person into another. TG_ARGV: the owner's table and the row's column holding
-- the owner's id. db/organization-walls.ts attaches it, as the trigger organization_fill.
CREATE OR REPLACE FUNCTION public.organization_id_from_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  owner_id integer;
  owners integer;
BEGIN
  -- The person, the common owner, is read with a cached plan (PL/pgSQL compiles a trigger function
  -- per table); any other owner through dynamic SQL.
  IF TG_ARGV[1] = 'user_id' THEN
    owner_id := NEW.user_id;
  ELSE
    owner_id := (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
  END IF;
  IF owner_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_ARGV[0] = 'users' THEN
    SELECT u.organization_id INTO owners FROM users u WHERE u.id = owner_id;
  ELSE
    EXECUTE format('SELECT organization_id FROM %I WHERE id = $1', TG_ARGV[0]) INTO owners USING owner_id;
  END IF;
  -- An audit entry belongs to the log it names, whoever acted: the platform operator's acts and a
  -- company's sign-up are written to both organizations' logs (the wall's WITH CHECK still keeps a
  -- request inside its own organization's log).
  IF TG_TABLE_NAME = 'audit_log' AND NEW.organization_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF owners IS NULL OR owners IS DISTINCT FROM coalesce(NEW.organization_id, owners) THEN
    RAISE EXCEPTION 'a row of %.% % belongs to another organization', TG_TABLE_NAME, TG_ARGV[1], owner_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  NEW.organization_id := owners;
  RETURN NEW;
END
$function$
;

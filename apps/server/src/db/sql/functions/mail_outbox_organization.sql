-- The outbox's mail belongs to the organization it was sent for: the one the sender names, else the
-- transaction's (the column's default), else the one person's with that address, else the
-- platform's (mail to no person: the team's lead notices).
CREATE OR REPLACE FUNCTION public.mail_outbox_organization()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.organization_id IS NULL THEN
    SELECT CASE WHEN count(*) = 1 THEN min(u.organization_id) END INTO NEW.organization_id
      FROM users u WHERE lower(u.email) = lower(NEW."to");
    NEW.organization_id := coalesce(NEW.organization_id, 1);
  END IF;
  RETURN NEW;
END
$function$
;

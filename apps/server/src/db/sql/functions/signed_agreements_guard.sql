-- Signed CROA documents are evidence: never changed, and never removed before their retention date.
CREATE OR REPLACE FUNCTION public.signed_agreements_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'signed agreements cannot be changed';
  END IF;
  IF OLD.retain_until > now() THEN
    RAISE EXCEPTION 'signed agreement % is kept until %', OLD.id, OLD.retain_until;
  END IF;
  RETURN OLD;
END;
$function$
;

-- Signed CROA documents are evidence: never changed, and never removed before their retention date.
CREATE FUNCTION signed_agreements_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'signed agreements cannot be changed';
  END IF;
  IF OLD.retain_until > now() THEN
    RAISE EXCEPTION 'signed agreement % is kept until %', OLD.id, OLD.retain_until;
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER signed_agreements_immutable BEFORE UPDATE OR DELETE ON signed_agreements
  FOR EACH ROW EXECUTE FUNCTION signed_agreements_guard();

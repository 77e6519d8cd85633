-- Signed agreements are never changed, and never deleted before their retention date.

DROP TRIGGER IF EXISTS signed_agreements_immutable ON public.signed_agreements;
CREATE TRIGGER signed_agreements_immutable BEFORE DELETE OR UPDATE ON public.signed_agreements FOR EACH ROW EXECUTE FUNCTION signed_agreements_guard();

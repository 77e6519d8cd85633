-- Mail stored without its organization takes one (mail_outbox_organization).

DROP TRIGGER IF EXISTS mail_outbox_organization ON public.mail_outbox;
CREATE TRIGGER mail_outbox_organization BEFORE INSERT ON public.mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_outbox_organization();

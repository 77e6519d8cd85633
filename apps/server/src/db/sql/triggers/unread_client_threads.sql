-- A client's unread thread is recounted after each statement on chat_messages.

DROP TRIGGER IF EXISTS unread_client_threads_delete ON public.chat_messages;
CREATE TRIGGER unread_client_threads_delete AFTER DELETE ON public.chat_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();

DROP TRIGGER IF EXISTS unread_client_threads_insert ON public.chat_messages;
CREATE TRIGGER unread_client_threads_insert AFTER INSERT ON public.chat_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();

DROP TRIGGER IF EXISTS unread_client_threads_update ON public.chat_messages;
CREATE TRIGGER unread_client_threads_update AFTER UPDATE ON public.chat_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unread_client_threads_refresh();

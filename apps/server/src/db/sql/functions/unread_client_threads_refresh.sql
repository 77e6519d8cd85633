-- A client's row in unread_client_threads, recounted from their unread messages after each change.
-- Writers on the same client take turns, so each recount sees the other's committed messages. The
-- turn is a lock on the client's bucket (user id mod 256, in the lock namespace
-- unreadThreadBuckets of db/lock-keys.ts) rather than on the client:
-- a statement that touches 100,000 clients (an import, a migration) takes at most 256 locks instead
-- of running out of lock memory, and buckets are taken in order so two statements never deadlock.
CREATE OR REPLACE FUNCTION public.unread_client_threads_refresh()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[];
  buckets integer[];
  bucket integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows
      WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows
      WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO ids FROM (
      SELECT user_id, sender_type, read_at FROM old_rows
      UNION ALL SELECT user_id, sender_type, read_at FROM new_rows
    ) m WHERE sender_type = 'CLIENT' AND read_at IS NULL;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT b ORDER BY b) INTO buckets FROM (SELECT id % 256 AS b FROM unnest(ids) id) s;
  FOREACH bucket IN ARRAY buckets LOOP
    PERFORM pg_advisory_xact_lock({{lock.unreadThreadBuckets}}, bucket);
  END LOOP;
  DELETE FROM unread_client_threads t WHERE t.user_id = ANY (ids) AND NOT EXISTS (
    SELECT 1 FROM chat_messages m WHERE m.user_id = t.user_id AND m.sender_type = 'CLIENT' AND m.read_at IS NULL
  );
  INSERT INTO unread_client_threads (user_id, unread, oldest_unread_at)
    SELECT m.user_id, count(*), min(m.created_at) FROM chat_messages m
    WHERE m.user_id = ANY (ids) AND m.sender_type = 'CLIENT' AND m.read_at IS NULL
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id)
    GROUP BY m.user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = excluded.unread, oldest_unread_at = excluded.oldest_unread_at
    WHERE (unread_client_threads.unread, unread_client_threads.oldest_unread_at)
      IS DISTINCT FROM (excluded.unread, excluded.oldest_unread_at);
  RETURN NULL;
END
$function$
;

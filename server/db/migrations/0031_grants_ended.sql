-- A grant ended (a sign-out, a new password) is told to every store process at commit, by id, 100 to a notification: each refuses its tokens at once.
CREATE FUNCTION notify_grants_ended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  FOR ids IN
    SELECT string_agg(id, ' ') FROM (
      SELECT id, (row_number() OVER (ORDER BY id) - 1) / 100 AS part FROM ended WHERE model = 'Grant'
    ) AS numbered GROUP BY part
  LOOP
    PERFORM pg_notify('grants_ended', ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER grants_ended AFTER DELETE ON identity_records REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION notify_grants_ended();

-- A session (the user, their permissions, their doyangs) is cached per token by each server process. Any
-- write to what a session is made of moves this sequence and notifies every process listening on
-- 'session_changed', so no process serves a session the database no longer holds (issue 9, authentication
-- without a round trip). A sequence, not a row: writers never wait on each other for it.
CREATE SEQUENCE IF NOT EXISTS "session_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('session_version');
  PERFORM pg_notify('session_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "honorific_titles_session_changed" AFTER UPDATE OR DELETE ON "honorific_titles" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "permissions_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "doyangs_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "doyangs" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "doyang_personal_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "doyang_personal" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "revoked_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "session_changed"();

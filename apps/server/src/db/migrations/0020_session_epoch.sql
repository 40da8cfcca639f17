ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_kept_jti" varchar(64);--> statement-breakpoint
-- What ends a person's sessions (issue 22): a new password (their own change, a reset by general direction) and a
-- deactivation move their epoch, whichever way the row is written. A token carries the epoch it was signed at and is
-- refused once they differ, so the other sessions end at once (the users trigger of migration 0004 notifies every
-- process). The token kept across the person's own change is named again by that change, after this statement.
CREATE OR REPLACE FUNCTION "users_session_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password IS DISTINCT FROM OLD.password OR (OLD.active AND NOT NEW.active) THEN
    NEW.session_epoch := OLD.session_epoch + 1;
    NEW.session_kept_jti := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_epoch" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_session_epoch"();
--> statement-breakpoint
-- The audit trail shows that a kept token changed, never which one (as for passwords).
DROP TRIGGER "users_audit" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION audit_row('password', 'session_kept_jti');

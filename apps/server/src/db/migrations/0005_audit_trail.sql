CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"resource" text NOT NULL,
	"record_id" bigint,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- The audit trail (issue 9): every row written by a person is recorded by this trigger in the same
-- transaction, so a change whose record cannot be written does not happen. The actor comes from the
-- transaction's settings (http/route.ts setActor); writes with no actor (migrations, the seed) are not
-- people's actions and are not recorded. An update records only the fields it changed; the columns named
-- in the trigger's arguments (passwords) show as '[oculto]' when they change, never their value.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := coalesce(current_setting('audit.user_id', true), '');
  old_row jsonb;
  new_row jsonb;
  before_fields jsonb;
  after_fields jsonb;
  secret text;
BEGIN
  IF actor = '' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - 'created_at' - 'updated_at'; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - 'created_at' - 'updated_at'; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value) INTO before_fields
      FROM jsonb_each(old_row) o WHERE new_row -> o.key IS DISTINCT FROM o.value;
    IF before_fields IS NULL THEN RETURN NULL; END IF;
    SELECT jsonb_object_agg(n.key, n.value) INTO after_fields
      FROM jsonb_each(new_row) n WHERE before_fields ? n.key;
  ELSE
    before_fields := old_row;
    after_fields := new_row;
  END IF;
  IF TG_NARGS > 0 THEN
    FOREACH secret IN ARRAY TG_ARGV LOOP
      IF before_fields ? secret THEN before_fields := jsonb_set(before_fields, ARRAY[secret], '"[oculto]"'); END IF;
      IF after_fields ? secret THEN after_fields := jsonb_set(after_fields, ARRAY[secret], '"[oculto]"'); END IF;
    END LOOP;
  END IF;
  INSERT INTO audit_log (user_id, impersonator_id, resource, record_id, action, before, after)
  VALUES (
    actor::integer,
    nullif(current_setting('audit.impersonator_id', true), '')::integer,
    TG_TABLE_NAME,
    (coalesce(new_row, old_row) ->> 'id')::bigint,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    before_fields,
    after_fields
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table but the trail itself and the logged-out tokens; a later migration adding a table attaches it
-- too (a test walks the catalogue of tables).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('audit_log', 'revoked_tokens') LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%s)',
      t || '_audit', t, CASE WHEN t = 'users' THEN '''password''' ELSE '' END);
  END LOOP;
END
$$;

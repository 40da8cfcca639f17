-- The draw seats thousands of competitors in one statement (issue 13: under 500 ms for 2,000 prospects); a row trigger
-- per seat cost more than the draw itself. Inserts into the bracket tables are therefore recorded by one statement
-- trigger that writes the same audit rows as audit_row() (0005) from the statement's new rows; updates and deletes
-- keep the row trigger, which records only what changed.
CREATE OR REPLACE FUNCTION "audit_inserted_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := coalesce(current_setting('audit.user_id', true), '');
BEGIN
  IF actor = '' THEN RETURN NULL; END IF;
  INSERT INTO audit_log (user_id, impersonator_id, resource, record_id, action, before, after)
  SELECT actor::integer, nullif(current_setting('audit.impersonator_id', true), '')::integer, TG_TABLE_NAME,
    n.id, 'create', NULL, to_jsonb(n) - 'created_at' - 'updated_at'
  FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tournament_graphs', 'tournament_graph_users'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()', t || '_audit', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted_rows()',
      t || '_audit_insert', t);
  END LOOP;
END
$$;

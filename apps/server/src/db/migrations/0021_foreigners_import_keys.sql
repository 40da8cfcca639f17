-- Issue 22: two foreigners imports at once created every doyang, sabonim and competitor twice. The import finds them
-- again by what names them (foreigners.queries.ts); these keys hold the database to the same identity, so a second
-- copy cannot be written whatever runs at once: a foreign doyang by folded name, a competitor it made by folded full
-- name and birth date, a sabonim it made by doyang and folded full name. `users.is_foreign` marks the people the
-- import made (network people with the same name and birth date may exist: the duplicate check only warns).
ALTER TABLE "users" ADD COLUMN "is_foreign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The people earlier imports made: without a login, students or professors of a foreign doyang; where a race already
-- made copies, the oldest is the one the import finds, and the only one marked.
UPDATE "users" SET "is_foreign" = true WHERE "id" IN (
  SELECT min(u."id") FROM "users" u JOIN "doyangs" d ON d."id" = u."doyang_id" AND d."is_foreign"
  WHERE u."email" IS NULL AND u."password" IS NULL AND u."role_id" = 10 AND u."birth_date" IS NOT NULL
  GROUP BY spanish_fold(u."name"), spanish_fold(u."last_name"), coalesce(spanish_fold(u."second_last_name"), ''), u."birth_date"
  UNION ALL
  SELECT min(u."id") FROM "users" u JOIN "doyangs" d ON d."id" = u."doyang_id" AND d."is_foreign"
  WHERE u."email" IS NULL AND u."password" IS NULL AND u."role_id" = 6
  GROUP BY u."doyang_id", spanish_fold(u."name"), spanish_fold(u."last_name"), coalesce(spanish_fold(u."second_last_name"), '')
);--> statement-breakpoint
-- Copies of a foreign doyang a race already made keep their rows (people, prospects and brackets point at them) under
-- a name that says what they are, for general direction to merge by hand; the oldest keeps the name.
UPDATE "doyangs" d SET "name" = left(d."name", 130) || ' (DUPLICADO ' || d."id" || ')'
WHERE d."is_foreign" AND EXISTS (
  SELECT 1 FROM "doyangs" o WHERE o."is_foreign" AND spanish_fold(o."name") = spanish_fold(d."name") AND o."id" < d."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "doyangs_foreign_name_key" ON "doyangs" USING btree (spanish_fold("name")) WHERE "doyangs"."is_foreign";--> statement-breakpoint
CREATE UNIQUE INDEX "users_foreign_competitor_key" ON "users" USING btree (spanish_fold("name"),spanish_fold("last_name"),coalesce(spanish_fold("second_last_name"), ''),"birth_date") WHERE "users"."is_foreign" and "users"."role_id" = 10;--> statement-breakpoint
CREATE UNIQUE INDEX "users_foreign_sabonim_key" ON "users" USING btree ("doyang_id",spanish_fold("name"),spanish_fold("last_name"),coalesce(spanish_fold("second_last_name"), '')) WHERE "users"."is_foreign" and "users"."role_id" = 6;
--> statement-breakpoint
-- Issue 22: a 2,000-competitor import wrote 6,000 audit rows one trigger call at a time, and on PGlite (one embedded
-- connection, on the server's own thread) nobody else was answered meanwhile. Inserts into the tables it fills row by
-- row are recorded as the bracket tables' are (0017): one statement trigger writing the same audit rows from the
-- statement's new rows. It now hides the columns named in its arguments as audit_row() does (the users' password and
-- the kept session's token id, as migration 0020 hides them).
CREATE OR REPLACE FUNCTION "audit_inserted_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := coalesce(current_setting('audit.user_id', true), '');
  -- Every column is a key of to_jsonb(row), so each named one is always replaced, as audit_row() does on insert.
  hidden jsonb := coalesce((SELECT jsonb_object_agg(s, '"[oculto]"'::jsonb) FROM unnest(TG_ARGV) s), '{}');
BEGIN
  IF actor = '' THEN RETURN NULL; END IF;
  INSERT INTO audit_log (user_id, impersonator_id, resource, record_id, action, before, after)
  SELECT actor::integer, nullif(current_setting('audit.impersonator_id', true), '')::integer, TG_TABLE_NAME,
    n.id, 'create', NULL, (to_jsonb(n) - 'created_at' - 'updated_at') || hidden
  FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'doyangs', 'tournament_prospects', 'tournament_somatometries'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_audit', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%s)',
      t || '_audit', t, CASE WHEN t = 'users' THEN '''password'', ''session_kept_jti''' ELSE '' END);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted_rows(%s)',
      t || '_audit_insert', t, CASE WHEN t = 'users' THEN '''password'', ''session_kept_jti''' ELSE '' END);
  END LOOP;
END
$$;

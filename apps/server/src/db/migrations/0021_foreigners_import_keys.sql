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

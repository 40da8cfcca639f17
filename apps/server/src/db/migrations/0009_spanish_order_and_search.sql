-- Spanish order and search (issue 10), the same rule as packages/domain/src/spanish-text.ts (a test keeps them
-- equal). PGlite's ICU has no Spanish tailoring (Ñ sorts as an N there), so the rule is written out, immutable, and
-- gives the same answers on PGlite and on any PostgreSQL whatever its locale: lower() under "C" changes only ASCII,
-- and the accented letters of Spanish are translated to plain lower case ones first. translate() compares every
-- character with every letter of its list (hence the short list), so texts of ASCII alone skip it.
-- A search compares spanish_fold on both sides: lower case, accents and Ñ folded ('pena' finds PEÑA).
CREATE FUNCTION "spanish_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN octet_length(value) = char_length(value) THEN lower(value COLLATE "C")
  ELSE lower(translate(value COLLATE "C", 'ÁÉÍÓÚÜáéíóúüÑñ', 'aeiouuaeiouunn')) END;
--> statement-breakpoint
-- A name sorts by spanish_sort_key under "C": the letters folded as above but Ñ kept apart, as 'n' and DEL (after
-- every N word, before O: no byte lies between 'n' and 'o'), then \x01 and the text itself, so equal letters
-- break by code point order (ANGEL before ÁNGEL) and different texts never tie.
CREATE FUNCTION "spanish_sort_key"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN octet_length(value) = char_length(value) THEN lower(value COLLATE "C")
  ELSE replace(lower(translate(value COLLATE "C", 'ÁÉÍÓÚÜáéíóúüÑ', 'aeiouuaeiouuñ')), 'ñ', E'n\x7F') END || E'\x01' || value;
--> statement-breakpoint
DROP INDEX "users_duplicate_check_idx";--> statement-breakpoint
CREATE INDEX "users_duplicate_check_idx" ON "users" USING btree (spanish_fold("name"),spanish_fold("last_name"),"birth_date");
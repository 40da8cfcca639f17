-- People found by any part of their name through trigrams (issue 11: the network's candidate search), pg_trgm on
-- PGlite (loaded by db/client.ts) and on PostgreSQL (a contrib extension every distribution ships).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ((spanish_fold("name") || ' ' || spanish_fold("last_name") || coalesce(' ' || spanish_fold("second_last_name"), '')) gin_trgm_ops);
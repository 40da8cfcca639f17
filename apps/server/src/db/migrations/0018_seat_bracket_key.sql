-- A seat repeats its bracket's tournament and competition (for the one-bracket-per-person rule): one key on all three
-- holds them to the bracket's, in one check per seat instead of two (the draw seats thousands at once), and the
-- graph_id index goes, the slot key (graph_id, intra_graph_number) serving lookups by bracket.
ALTER TABLE "tournament_graphs" ADD CONSTRAINT "tournament_graphs_seat_key_unique" UNIQUE("id","tournament_id","competition_type_id");--> statement-breakpoint
ALTER TABLE "tournament_graph_users" DROP CONSTRAINT "tournament_graph_users_graph_id_tournament_graphs_id_fk";--> statement-breakpoint
ALTER TABLE "tournament_graph_users" DROP CONSTRAINT "tournament_graph_users_tournament_id_tournaments_id_fk";--> statement-breakpoint
DROP INDEX "tournament_graph_users_graph_id_idx";--> statement-breakpoint
ALTER TABLE "tournament_graph_users" ADD CONSTRAINT "tournament_graph_users_bracket_fk" FOREIGN KEY ("graph_id","tournament_id","competition_type_id") REFERENCES "public"."tournament_graphs"("id","tournament_id","competition_type_id") ON DELETE cascade ON UPDATE no action;

-- Issue 22. A person with results is never deleted: deleting a competitor used to take their seats and decisions with
-- them (cascade), the rest of the bracket no longer replayed and the tournament's screens failed. Seats, decisions and
-- curriculum points now refuse the delete (restrict); a graded prospect (already_promoted) does through the trigger
-- below, and the API asks person_has_results() first to answer why (MSG.personHasResults).
ALTER TABLE "tournament_graph_decisions" DROP CONSTRAINT "tournament_graph_decisions_winner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" DROP CONSTRAINT "tournament_graph_decisions_loser_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tournament_graph_users" DROP CONSTRAINT "tournament_graph_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "curriculum_points" DROP CONSTRAINT "curriculum_points_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_loser_id_users_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_users" ADD CONSTRAINT "tournament_graph_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD CONSTRAINT "curriculum_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "person_has_results"(person integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM tournament_graph_users WHERE user_id = person)
    OR EXISTS (SELECT 1 FROM tournament_graph_decisions WHERE winner_id = person)
    OR EXISTS (SELECT 1 FROM tournament_graph_decisions WHERE loser_id = person)
    OR EXISTS (SELECT 1 FROM curriculum_points WHERE user_id = person)
    OR EXISTS (SELECT 1 FROM exam_prospects WHERE user_id = person AND already_promoted)
    OR EXISTS (SELECT 1 FROM event_prospects WHERE user_id = person AND already_promoted)
    OR EXISTS (SELECT 1 FROM tournament_prospects WHERE user_id = person AND already_promoted)
$$;
--> statement-breakpoint
CREATE FUNCTION "refuse_deleting_person_with_results"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF person_has_results(OLD.id) THEN
    RAISE EXCEPTION 'users %: has tournament, exam or event results', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_keep_results" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION refuse_deleting_person_with_results();

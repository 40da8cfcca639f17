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
--> statement-breakpoint
-- A seat goes into, or moves within or out of, only a bracket nobody has competed in yet: the decisions replay from
-- the seats. The API checks it under the bracket's row lock; this is the database's refusal for whatever slips past,
-- SQLSTATE TG001 (a 409 in Spanish). The share lock waits for a decision being written on the bracket (its writer
-- holds the row FOR UPDATE) and then sees it. One check per statement: the draw seats thousands at once.
CREATE FUNCTION "refuse_seats_in_decided_brackets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT graph_id) INTO touched FROM new_seats;
  ELSE
    SELECT array_agg(DISTINCT x.graph_id) INTO touched
    FROM old_seats o JOIN new_seats n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.graph_id), (n.graph_id)) AS x(graph_id)
    WHERE o.graph_id IS DISTINCT FROM n.graph_id OR o.intra_graph_number IS DISTINCT FROM n.intra_graph_number;
  END IF;
  IF touched IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM tournament_graphs WHERE id = ANY (touched) ORDER BY id FOR SHARE;
  IF EXISTS (SELECT 1 FROM tournament_graph_decisions WHERE graph_id = ANY (touched)) THEN
    RAISE EXCEPTION 'tournament_graph_users: a bracket with decisions keeps its seats' USING ERRCODE = 'TG001';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tournament_graph_users_seat_insert" AFTER INSERT ON "tournament_graph_users"
  REFERENCING NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION refuse_seats_in_decided_brackets();
--> statement-breakpoint
CREATE TRIGGER "tournament_graph_users_seat_update" AFTER UPDATE ON "tournament_graph_users"
  REFERENCING OLD TABLE AS old_seats NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION refuse_seats_in_decided_brackets();

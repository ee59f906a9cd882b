-- Counters on problems and solutions are kept by the database itself, in the same transaction as
-- the write that changes them, whichever feature writes (problems, solutions, reviews).

CREATE OR REPLACE FUNCTION upsolve_solutions_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE problems SET solutions_count = solutions_count - 1 WHERE id = OLD.problem_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE problems SET solutions_count = solutions_count + 1 WHERE id = NEW.problem_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_count_insert_delete
AFTER INSERT OR DELETE ON solutions
FOR EACH ROW EXECUTE FUNCTION upsolve_solutions_count();
--> statement-breakpoint
CREATE TRIGGER solutions_count_move
AFTER UPDATE OF problem_id ON solutions
FOR EACH ROW WHEN (OLD.problem_id IS DISTINCT FROM NEW.problem_id)
EXECUTE FUNCTION upsolve_solutions_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_reviews_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF OLD.problem_id IS NOT NULL THEN
      UPDATE problems
        SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating
        WHERE id = OLD.problem_id;
    ELSE
      UPDATE solutions
        SET reviews_count = reviews_count - 1, rating_sum = rating_sum - OLD.rating
        WHERE id = OLD.solution_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.problem_id IS NOT NULL THEN
      UPDATE problems
        SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating
        WHERE id = NEW.problem_id;
    ELSE
      UPDATE solutions
        SET reviews_count = reviews_count + 1, rating_sum = rating_sum + NEW.rating
        WHERE id = NEW.solution_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_count_insert_delete
AFTER INSERT OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION upsolve_reviews_count();
--> statement-breakpoint
CREATE TRIGGER reviews_count_change
AFTER UPDATE OF rating, problem_id, solution_id ON reviews
FOR EACH ROW WHEN (
  OLD.rating IS DISTINCT FROM NEW.rating
  OR OLD.problem_id IS DISTINCT FROM NEW.problem_id
  OR OLD.solution_id IS DISTINCT FROM NEW.solution_id
)
EXECUTE FUNCTION upsolve_reviews_count();

CREATE TABLE "totals" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_solutions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("public_solutions_count" DESC NULLS LAST,"created_at","id") WHERE "users"."public_solutions_count" > 0;
--> statement-breakpoint
-- The leaderboard counts each user's solutions on public problems (private work is not a
-- competition), and the dashboard's unfiltered total is the number of public problems. Both are
-- kept here, in the transaction of the write that changes them, like the counters of 0002.
INSERT INTO totals (name, value)
  SELECT 'public_problems', count(*) FROM problems WHERE visibility = 'public';
--> statement-breakpoint
UPDATE users SET public_solutions_count = counted.solutions
  FROM (
    SELECT s.author_id, count(*) AS solutions
    FROM solutions s JOIN problems p ON p.id = s.problem_id
    WHERE p.visibility = 'public' AND s.author_id IS NOT NULL
    GROUP BY s.author_id
  ) AS counted
  WHERE users.id = counted.author_id;
--> statement-breakpoint
-- Bulk writes (a user's deletion, an import) change many rows in one statement, so these triggers
-- run once per statement over its transition table: one update of each affected row, never one per
-- changed row (many updates of one row in one transaction make a long chain of its versions).
-- Solutions added (+1 each) or removed (-1 each) by one statement, on public problems. When a
-- problem is deleted, the cascade's solutions no longer find it here: its BEFORE DELETE trigger
-- below has already taken them off the board.
CREATE OR REPLACE FUNCTION upsolve_public_solutions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE users SET public_solutions_count = public_solutions_count + delta * counted.solutions
    FROM (
      SELECT s.author_id, count(*) AS solutions
      FROM changed s JOIN problems p ON p.id = s.problem_id
      WHERE p.visibility = 'public' AND s.author_id IS NOT NULL
      GROUP BY s.author_id
    ) AS counted
    WHERE users.id = counted.author_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_public_count_insert
AFTER INSERT ON solutions REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION upsolve_public_solutions_changed();
--> statement-breakpoint
CREATE TRIGGER solutions_public_count_delete
AFTER DELETE ON solutions REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION upsolve_public_solutions_changed();
--> statement-breakpoint
-- A solution moved to another problem or author (an author's account deleted sets it to null).
CREATE OR REPLACE FUNCTION upsolve_public_solution_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET public_solutions_count = public_solutions_count - 1
    WHERE id = OLD.author_id
      AND EXISTS (SELECT 1 FROM problems WHERE id = OLD.problem_id AND visibility = 'public');
  UPDATE users SET public_solutions_count = public_solutions_count + 1
    WHERE id = NEW.author_id
      AND EXISTS (SELECT 1 FROM problems WHERE id = NEW.problem_id AND visibility = 'public');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_public_count_move
AFTER UPDATE OF problem_id, author_id ON solutions
FOR EACH ROW WHEN (
  OLD.problem_id IS DISTINCT FROM NEW.problem_id OR OLD.author_id IS DISTINCT FROM NEW.author_id
)
EXECUTE FUNCTION upsolve_public_solution_moved();
--> statement-breakpoint
-- All of one problem's solutions join (+1) or leave (-1) the board at once.
CREATE OR REPLACE FUNCTION upsolve_count_public_problem_solutions(problem uuid, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET public_solutions_count = public_solutions_count + delta * counted.solutions
    FROM (
      SELECT author_id, count(*) AS solutions FROM solutions
      WHERE problem_id = problem AND author_id IS NOT NULL
      GROUP BY author_id
    ) AS counted
    WHERE users.id = counted.author_id;
END;
$$;
--> statement-breakpoint
-- Public problems added or removed by one statement.
CREATE OR REPLACE FUNCTION upsolve_public_problems_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  UPDATE totals SET value = value + delta * (SELECT count(*) FROM changed WHERE visibility = 'public')
    WHERE name = 'public_problems';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_public_total_insert
AFTER INSERT ON problems REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION upsolve_public_problems_changed();
--> statement-breakpoint
CREATE TRIGGER problems_public_total_delete
AFTER DELETE ON problems REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION upsolve_public_problems_changed();
--> statement-breakpoint
-- Before a public problem is deleted, while its solutions can still be counted (the cascade
-- removes them after), they leave the board.
CREATE OR REPLACE FUNCTION upsolve_public_problem_deleting() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.visibility = 'public' THEN
    PERFORM upsolve_count_public_problem_solutions(OLD.id, -1);
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_public_solutions_delete
BEFORE DELETE ON problems
FOR EACH ROW EXECUTE FUNCTION upsolve_public_problem_deleting();
--> statement-breakpoint
-- A problem made private or public again: its total and its solutions follow.
CREATE OR REPLACE FUNCTION upsolve_public_problem_visibility() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN NEW.visibility = 'public' THEN 1 ELSE -1 END;
BEGIN
  UPDATE totals SET value = value + delta WHERE name = 'public_problems';
  PERFORM upsolve_count_public_problem_solutions(NEW.id, delta);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_public_visibility
AFTER UPDATE OF visibility ON problems
FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility)
EXECUTE FUNCTION upsolve_public_problem_visibility();
--> statement-breakpoint
-- The planner picks between the search index (a rare word: read its few matches, then sort them)
-- and walking the newest-first index (a common word: the first page is near the top). It can only
-- tell the two apart with statistics on many more words than the default 100.
ALTER TABLE "problems" ALTER COLUMN "search" SET STATISTICS 2500;

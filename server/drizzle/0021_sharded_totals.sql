-- Each total is split over 16 rows, one per database connection (its backend pid modulo 16):
-- every new public problem updated the one row of 'public_problems', so concurrent additions
-- waited on its lock until each other's commit. A total is now the sum of its rows.
ALTER TABLE "totals" DROP CONSTRAINT "totals_pkey";--> statement-breakpoint
ALTER TABLE "totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "totals" ADD CONSTRAINT "totals_name_shard_pk" PRIMARY KEY("name","shard");--> statement-breakpoint
INSERT INTO totals (name, shard, value)
  SELECT name, shard, 0 FROM (SELECT DISTINCT name FROM totals) AS named, generate_series(1, 15) AS shard;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_total_shard() RETURNS smallint
LANGUAGE sql STABLE AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_public_problems_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  counted bigint := (SELECT count(*) FROM changed WHERE visibility = 'public');
BEGIN
  -- A private problem moves no total, and takes no shard's lock.
  IF counted = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE totals SET value = value + delta * counted
    WHERE name = 'public_problems' AND shard = upsolve_total_shard();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_public_problem_visibility() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN NEW.visibility = 'public' THEN 1 ELSE -1 END;
BEGIN
  UPDATE totals SET value = value + delta
    WHERE name = 'public_problems' AND shard = upsolve_total_shard();
  PERFORM upsolve_count_public_problem_solutions(NEW.id, delta);
  RETURN NULL;
END;
$$;

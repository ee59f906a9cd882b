CREATE TABLE "vote_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"recipient_id" uuid,
	"delta" integer NOT NULL
);
--> statement-breakpoint
-- A vote moved its item's score and its author's contribution in its own transaction, so votes on
-- one popular blog took turns on those two rows, each holding them until its commit reached the
-- disk (a few ms each). A vote now only adds what it changes to vote_deltas, and the events relay,
-- which runs after every commit that recorded an event (a vote records one) and one at a time
-- across all nodes, adds what is pending to the totals in its own transaction
-- (upsolve_apply_pending_totals, below).
DROP TRIGGER "votes_totals" ON "votes";--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_vote_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO vote_deltas (item_kind, item_id, recipient_id, delta)
      VALUES (OLD.item_kind, OLD.item_id, OLD.recipient_id, -OLD.value);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO vote_deltas (item_kind, item_id, recipient_id, delta)
      VALUES (NEW.item_kind, NEW.item_id, NEW.recipient_id, NEW.value);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_totals"
AFTER INSERT OR UPDATE OR DELETE ON "votes"
FOR EACH ROW EXECUTE FUNCTION upsolve_vote_totals();
--> statement-breakpoint
-- Moves every pending delta into the totals, in one statement (one snapshot: a delta committed
-- meanwhile stays for the next run). A +1 and a −1 that cancel out touch no row. Every relay run
-- calls it, nearly always with nothing pending: PL/pgSQL keeps the statements' plans, and the
-- check first makes that case cost about what `select 1` does on the embedded database.
CREATE OR REPLACE FUNCTION upsolve_apply_pending_totals() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM vote_deltas) THEN
    RETURN;
  END IF;
  WITH moved AS (
    DELETE FROM vote_deltas RETURNING item_kind, item_id, recipient_id, delta
  ),
  items AS (
    SELECT item_kind, item_id, sum(delta) AS delta FROM moved GROUP BY item_kind, item_id
  ),
  recipients AS (
    SELECT recipient_id, sum(delta) AS delta FROM moved
    WHERE recipient_id IS NOT NULL GROUP BY recipient_id
  ),
  blog_scores AS (
    UPDATE blogs SET score = blogs.score + items.delta
    FROM items WHERE items.item_kind = 'blog' AND blogs.id = items.item_id AND items.delta <> 0
  ),
  comment_scores AS (
    UPDATE comments SET score = comments.score + items.delta
    FROM items WHERE items.item_kind <> 'blog' AND comments.id = items.item_id AND items.delta <> 0
  )
  UPDATE users SET contribution = users.contribution + recipients.delta
  FROM recipients WHERE users.id = recipients.recipient_id AND recipients.delta <> 0;
END;
$$;

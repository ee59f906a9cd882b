-- A vote moved its item's score and its author's contribution as soon as it was written, so each
-- vote held those two rows locked for the rest of its transaction (the outbox, the round trips,
-- the commit) and votes on one popular blog waited in line for each other. The same trigger now
-- runs at commit: the rows are locked only while the transaction commits.
DROP TRIGGER "votes_totals" ON "votes";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "votes_totals"
AFTER INSERT OR UPDATE OR DELETE ON "votes"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION upsolve_vote_totals();

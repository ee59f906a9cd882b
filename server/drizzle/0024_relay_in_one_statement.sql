-- One run of the events relay, as one statement: take the relay's advisory lock (runs take turns
-- across all nodes), add the pending vote deltas to their totals (upsolve_apply_pending_totals),
-- and number up to `batch` committed events after the highest number given, answering them. It
-- was a transaction of five statements (begin, lock, totals, numbering, commit), each a round trip
-- that held the lock, and on the embedded database the one connection, while the server got round
-- to sending the next; a statement's own transaction ends when it does, and the lock with it.
-- Each statement below takes its own snapshot (a VOLATILE function), so the numbering, run after
-- the lock, sees the numbers the run before it committed.
CREATE OR REPLACE FUNCTION upsolve_number_pending_events(lock_key bigint, batch integer)
RETURNS TABLE (number bigint, type text, payload jsonb)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(lock_key);
  PERFORM upsolve_apply_pending_totals();
  RETURN QUERY
    WITH last AS (SELECT coalesce(max(numbered.number), 0) AS n FROM events AS numbered),
    pending AS (
      SELECT waiting.id, row_number() OVER (ORDER BY waiting.id) AS position
      FROM events AS waiting WHERE waiting.number IS NULL ORDER BY waiting.id LIMIT batch
    )
    UPDATE events AS target SET number = last.n + pending.position
    FROM pending, last
    WHERE target.id = pending.id
    RETURNING target.number, target.type, target.payload;
END;
$$;

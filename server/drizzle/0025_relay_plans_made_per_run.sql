-- The relay reaches the outbox through its indexes whatever the table's statistics say.
-- PL/pgSQL keeps each statement's plan for the connection's life, until the table is next
-- analyzed: planned while the outbox was nearly empty (a new database), the search for what is
-- pending stayed a scan of the whole table and a sort, each run slower than the last as events
-- piled up. On the embedded database, whose one connection lives as long as the server, a run
-- took 1.7 ms rising to 7 ms over 10,000 messages, and 1.3 ms once the table was analyzed. Both
-- of its searches (the highest number, the oldest events not numbered) have an index made for
-- them, so a scan of the table is never the better plan.
ALTER FUNCTION upsolve_number_pending_events(bigint, integer) SET enable_seqscan = off;

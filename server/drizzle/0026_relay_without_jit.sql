-- The relay's run is a few small statements; on PostgreSQL it was compiled to machine code each
-- time. Its setting enable_seqscan = off (migration 0025) holds for the functions it calls too,
-- and a whole-table scan is the only way to empty vote_deltas: planned at the cost PostgreSQL
-- gives a disabled scan (10^10), that statement passed every JIT threshold, and each run with a
-- vote pending spent about a second compiling it (commits wait for the run: writes took seconds
-- on PostgreSQL under twenty writes a second). The totals are planned as they were before 0025,
-- and the relay never compiles (the embedded engine has no JIT).
ALTER FUNCTION upsolve_apply_pending_totals() SET enable_seqscan = on;
--> statement-breakpoint
ALTER FUNCTION upsolve_number_pending_events(bigint, integer) SET jit = off;

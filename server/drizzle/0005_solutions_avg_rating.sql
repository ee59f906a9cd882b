-- Solutions store their mean rating as problems do (db/schema/columns.ts), so "best rated" is one
-- indexed column for both. A stored generated column is computed while it is added, so this
-- statement also fills it in for every existing solution from its reviews_count and rating_sum;
-- the counter triggers (0002_counters) keep those, and with them the average, up to date.
ALTER TABLE "solutions" ADD COLUMN "avg_rating" numeric GENERATED ALWAYS AS (case when reviews_count = 0 then 0 else round(rating_sum::numeric / reviews_count, 3) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "solutions_problem_rated_idx" ON "solutions" USING btree ("problem_id","avg_rating" DESC NULLS FIRST,"reviews_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
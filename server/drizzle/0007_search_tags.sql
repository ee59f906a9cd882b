-- Tags join the search document ("dp" or "graphs" finds a problem tagged so), and the dashboard
-- gains an exact tag filter, matched without regard to case through a GIN index. Both GIN indexes
-- are written without a pending list (fastupdate off): the embedded database has no autovacuum to
-- merge one, so every search would scan it. The platform filter gets an index per sort, each
-- holding the difficulty, so a difficulty range is checked without fetching rows.
-- A generated column and an index expression may only call immutable functions; array_to_string
-- is only stable (it could print any element type), so these two wrappers say what holds for
-- text[].
CREATE FUNCTION problem_tags_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE FUNCTION problem_tags_lower(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select coalesce(array_agg(lower(tag)), '{}') from unnest(tags) as tag $$;--> statement-breakpoint
DROP INDEX "problems_search_idx";--> statement-breakpoint
DROP INDEX "problems_platform_newest_idx";--> statement-breakpoint
ALTER TABLE "problems" drop column "search";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('simple', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('english', statement), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "problems_platform_solved_idx" ON "problems" USING btree ("visibility",lower("platform_name"),"solutions_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"difficulty");--> statement-breakpoint
CREATE INDEX "problems_platform_rated_idx" ON "problems" USING btree ("visibility",lower("platform_name"),"avg_rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"difficulty");--> statement-breakpoint
CREATE INDEX "problems_tags_lower_idx" ON "problems" USING gin (problem_tags_lower("tags")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "problems_search_idx" ON "problems" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "problems_platform_newest_idx" ON "problems" USING btree ("visibility",lower("platform_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"difficulty","platform_name");

-- The search document gains the title's plain words (prefix search on the title). Replacing a
-- generated column drops it with its GIN index, so the index is created again below: drizzle-kit
-- does not write that part, as its snapshot never saw the index go.
DROP INDEX "bookmarks_user_newest_idx";--> statement-breakpoint
ALTER TABLE "problems" drop column "search";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('english', statement), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "problems_search_idx" ON "problems" USING gin ("search");--> statement-breakpoint
CREATE INDEX "problems_platform_newest_idx" ON "problems" USING btree ("visibility",lower("platform_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookmarks_user_newest_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST,"problem_id" DESC NULLS FIRST);
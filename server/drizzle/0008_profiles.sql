-- Profiles: the fields of "Update profile" on users, and the collaborator search. The search
-- matches a substring of the username, the email or a skill through a trigram index (pg_trgm; the
-- embedded database loads the same extension from PGlite's contrib, db/client.ts). A trigger keeps
-- the searched text, lower-cased, with a separator no text can hold (the API refuses control
-- characters), so a term never matches across two fields. An exact skill filter reads the
-- lower-cased skills through a GIN index; array functions are only stable (they could print any
-- element type), so the wrapper says what holds for text[].
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION user_skills_lower(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select coalesce(array_agg(lower(skill)), '{}') from unnest(skills) as skill $$;--> statement-breakpoint
CREATE FUNCTION user_search_text(username text, email text, skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select lower(username || chr(1) || email || chr(1) || array_to_string(skills, chr(1))) $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favlanguage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "github" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "project_links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collaborator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_skills_lower_idx" ON "users" USING gin (user_skills_lower("skills")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_collaborators_first_idx" ON "users" USING btree ("collaborator" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solutions_author_newest_idx" ON "solutions" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION users_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := user_search_text(NEW.username, NEW.email, NEW.skills);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF username, email, skills ON users FOR EACH ROW EXECUTE FUNCTION users_keep_search_text();--> statement-breakpoint
UPDATE users SET search_text = user_search_text(username, email, skills);

-- Social hardening. Blocks: who blocked whom. Conversations gain each person's status (accepted,
-- a stranger's request, declined), in the recent-first index so each box of the chat list reads
-- its page in order. Users choose whether others see their email (off by default) and their
-- presence (on). The collaborator search no longer matches a substring of an email (it matches
-- only the whole address, through users_email_lower_key), so the searched text is the username
-- and skills. The platform's name joins the problem search document ("CSES" finds CSES
-- problems); dropping the generated column drops its index, which is made again.
CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
DROP INDEX "conversations_recent_idx";--> statement-breakpoint
DROP INDEX "problems_search_idx";--> statement-breakpoint
ALTER TABLE "problems" drop column "search";--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('simple', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('simple', platform_name), 'B') || setweight(to_tsvector('english', statement), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "conversations_recent_idx" ON "conversations" USING btree ("user_id","status","last_activity_at" DESC NULLS FIRST,"other_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('accepted', 'request', 'declined'));--> statement-breakpoint
CREATE INDEX "problems_search_idx" ON "problems" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
DROP TRIGGER users_search_text ON users;--> statement-breakpoint
CREATE FUNCTION user_search_text(username text, skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ select lower(username || chr(1) || array_to_string(skills, chr(1))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := user_search_text(NEW.username, NEW.skills);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP FUNCTION user_search_text(text, text, text[]);--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF username, skills ON users FOR EACH ROW EXECUTE FUNCTION users_keep_search_text();--> statement-breakpoint
UPDATE users SET search_text = user_search_text(username, skills);

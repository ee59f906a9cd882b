CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"about" text NOT NULL,
	"content" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone,
	"removed_reason" text,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" uuid,
	"problem_id" uuid,
	"parent_id" uuid,
	"author_id" uuid,
	"content" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"removed_at" timestamp (3) with time zone,
	"removed_reason" text,
	"removed_by" uuid,
	CONSTRAINT "comments_one_thread_check" CHECK (num_nonnulls("comments"."blog_id", "comments"."problem_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"user_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"recipient_id" uuid,
	"value" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_id_item_kind_item_id_pk" PRIMARY KEY("user_id","item_kind","item_id"),
	CONSTRAINT "votes_value_check" CHECK ("votes"."value" in (-1, 1)),
	CONSTRAINT "votes_item_kind_check" CHECK ("votes"."item_kind" in ('blog', 'comment', 'post')),
	CONSTRAINT "votes_not_own_check" CHECK ("votes"."recipient_id" is distinct from "votes"."user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "notifications_recipient_item_unique" UNIQUE("recipient_id","item_kind","item_id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('reply', 'comment', 'mention'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	CONSTRAINT "reports_reporter_item_unique" UNIQUE("reporter_id","item_kind","item_id"),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_item_kind_check" CHECK ("reports"."item_kind" in ('blog', 'comment', 'post'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contribution" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "posts_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_newest_idx" ON "blogs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_top_idx" ON "blogs" USING btree ("score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_author_idx" ON "blogs" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_title_trgm_idx" ON "blogs" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "comments_blog_newest_idx" ON "comments" USING btree ("blog_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."blog_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_problem_newest_idx" ON "comments" USING btree ("problem_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."problem_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "votes_item_idx" ON "votes" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_newest_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_item_idx" ON "notifications" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("item_kind","item_id");--> statement-breakpoint
-- Scores, contributions and thread counts are kept by the database itself, in the transaction of
-- the write that changes them, so they are never counted per read and never drift.

CREATE OR REPLACE FUNCTION upsolve_vote_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF OLD.item_kind = 'blog' THEN
      UPDATE blogs SET score = score - OLD.value WHERE id = OLD.item_id;
    ELSE
      UPDATE comments SET score = score - OLD.value WHERE id = OLD.item_id;
    END IF;
    UPDATE users SET contribution = contribution - OLD.value WHERE id = OLD.recipient_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.item_kind = 'blog' THEN
      UPDATE blogs SET score = score + NEW.value WHERE id = NEW.item_id;
    ELSE
      UPDATE comments SET score = score + NEW.value WHERE id = NEW.item_id;
    END IF;
    UPDATE users SET contribution = contribution + NEW.value WHERE id = NEW.recipient_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER votes_totals
AFTER INSERT OR UPDATE OR DELETE ON votes
FOR EACH ROW EXECUTE FUNCTION upsolve_vote_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upsolve_thread_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.blog_id IS NOT NULL THEN
      UPDATE blogs SET comments_count = comments_count - 1 WHERE id = OLD.blog_id;
    ELSE
      UPDATE problems SET posts_count = posts_count - 1 WHERE id = OLD.problem_id;
    END IF;
  ELSE
    IF NEW.blog_id IS NOT NULL THEN
      UPDATE blogs SET comments_count = comments_count + 1 WHERE id = NEW.blog_id;
    ELSE
      UPDATE problems SET posts_count = posts_count + 1 WHERE id = NEW.problem_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_thread_count
AFTER INSERT OR DELETE ON comments
FOR EACH ROW EXECUTE FUNCTION upsolve_thread_count();
--> statement-breakpoint
-- A deleted item takes its votes (and with them its share of the author's contribution), its
-- reports and the notifications about it along. Comments deleted with their blog or problem
-- come through here one by one.
CREATE OR REPLACE FUNCTION upsolve_item_gone() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- Not "kind": notifications has a column of that name, which would make it ambiguous.
  gone_kind text := TG_ARGV[0];
BEGIN
  -- Nested, not AND: PL/pgSQL may read every operand, and a blog row has no problem_id.
  IF gone_kind = 'comment' THEN
    IF OLD.problem_id IS NOT NULL THEN
      gone_kind := 'post';
    END IF;
  END IF;
  DELETE FROM votes WHERE item_kind = gone_kind AND item_id = OLD.id;
  DELETE FROM reports WHERE item_kind = gone_kind AND item_id = OLD.id;
  DELETE FROM notifications WHERE item_kind = gone_kind AND item_id = OLD.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blogs_gone
AFTER DELETE ON blogs
FOR EACH ROW EXECUTE FUNCTION upsolve_item_gone('blog');
--> statement-breakpoint
CREATE TRIGGER comments_gone
AFTER DELETE ON comments
FOR EACH ROW EXECUTE FUNCTION upsolve_item_gone('comment');

CREATE TABLE "contest_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_feed_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "contest_source_states" (
	"source" text PRIMARY KEY NOT NULL,
	"fetched_at" timestamp (3) with time zone,
	"last_error" text,
	"last_error_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"source" text NOT NULL,
	"contest_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "contests_source_contest_id_pk" PRIMARY KEY("source","contest_id"),
	CONSTRAINT "contests_duration_check" CHECK ("contests"."duration_seconds" > 0),
	CONSTRAINT "contests_source_check" CHECK ("contests"."source" in ('codeforces', 'atcoder', 'codechef', 'leetcode'))
);
--> statement-breakpoint
CREATE TABLE "site_problems" (
	"key" text PRIMARY KEY NOT NULL,
	"canonical_key" text NOT NULL,
	"site" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulty_value" integer,
	"refreshed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_problems_site_check" CHECK ("site_problems"."site" in ('codeforces', 'atcoder', 'leetcode')),
	CONSTRAINT "site_problems_key_check" CHECK ("site_problems"."key" like "site_problems"."site" || ':%')
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "site_difficulty_scale" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "site_difficulty_value" integer;--> statement-breakpoint
ALTER TABLE "contest_feed_tokens" ADD CONSTRAINT "contest_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contests_starts_idx" ON "contests" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "site_problems_canonical_idx" ON "site_problems" USING btree ("canonical_key");--> statement-breakpoint
CREATE INDEX "problems_key_idx" ON "problems" USING btree ("key");--> statement-breakpoint
CREATE INDEX "problems_site_difficulty_idx" ON "problems" USING btree ("visibility","site_difficulty_value");--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_site_difficulty_check" CHECK (("problems"."site_difficulty_scale" is null) = ("problems"."site_difficulty_value" is null));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_site_difficulty_scale_check" CHECK ("problems"."site_difficulty_scale" in ('codeforces', 'atcoder', 'leetcode'));
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"statement" text NOT NULL,
	"input_format" text NOT NULL,
	"output_format" text NOT NULL,
	"example_input" text NOT NULL,
	"example_output" text NOT NULL,
	"platform_name" text NOT NULL,
	"difficulty" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', statement), 'B')) STORED NOT NULL,
	"solutions_count" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"avg_rating" numeric GENERATED ALWAYS AS (case when reviews_count = 0 then 0 else round(rating_sum::numeric / reviews_count, 3) end) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_visibility_check" CHECK ("problems"."visibility" in ('public', 'private')),
	CONSTRAINT "problems_difficulty_check" CHECK ("problems"."difficulty" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"author_id" uuid,
	"approach" text NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"language" text DEFAULT 'cpp' NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"problem_id" uuid,
	"solution_id" uuid,
	"rating" integer DEFAULT 1 NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_author_problem_unique" UNIQUE("author_id","problem_id"),
	CONSTRAINT "reviews_author_solution_unique" UNIQUE("author_id","solution_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_one_target_check" CHECK (num_nonnulls("reviews"."problem_id", "reviews"."solution_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problems_search_idx" ON "problems" USING gin ("search");--> statement-breakpoint
CREATE INDEX "problems_newest_idx" ON "problems" USING btree ("visibility","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problems_solved_idx" ON "problems" USING btree ("visibility","solutions_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problems_rated_idx" ON "problems" USING btree ("visibility","avg_rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problems_owner_idx" ON "problems" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookmarks_user_newest_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST,"problem_id");--> statement-breakpoint
CREATE INDEX "bookmarks_problem_idx" ON "bookmarks" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "solutions_problem_newest_idx" ON "solutions" USING btree ("problem_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solutions_author_idx" ON "solutions" USING btree ("author_id","problem_id");--> statement-breakpoint
CREATE INDEX "reviews_problem_newest_idx" ON "reviews" USING btree ("problem_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_solution_newest_idx" ON "reviews" USING btree ("solution_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
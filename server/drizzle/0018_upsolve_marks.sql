CREATE TABLE "marks" (
	"user_id" uuid NOT NULL,
	"problem_key" text NOT NULL,
	"status" text NOT NULL,
	"solved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marks_pkey" PRIMARY KEY("user_id","problem_key"),
	CONSTRAINT "marks_status_check" CHECK ("marks"."status" in ('solved', 'solved_with_help', 'attempted', 'todo')),
	CONSTRAINT "marks_solved_at_check" CHECK (("marks"."solved_at" is not null) = ("marks"."status" in ('solved', 'solved_with_help')))
);
--> statement-breakpoint
CREATE TABLE "problem_list_items" (
	"list_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_list_items_pkey" PRIMARY KEY("list_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_lists_visibility_check" CHECK ("problem_lists"."visibility" in ('public', 'unlisted', 'private'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spoiler_safe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_list_id_problem_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."problem_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_lists" ADD CONSTRAINT "problem_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marks_user_status_idx" ON "marks" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "marks_user_solved_at_idx" ON "marks" USING btree ("user_id","solved_at") WHERE "marks"."solved_at" is not null;--> statement-breakpoint
CREATE INDEX "problem_list_items_order_idx" ON "problem_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "problem_list_items_problem_idx" ON "problem_list_items" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_lists_owner_idx" ON "problem_lists" USING btree ("owner_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
CREATE TABLE "contest_problems" (
	"source" text NOT NULL,
	"contest_id" text NOT NULL,
	"position" integer NOT NULL,
	"problem_key" text NOT NULL,
	CONSTRAINT "contest_problems_source_contest_id_position_pk" PRIMARY KEY("source","contest_id","position")
);
--> statement-breakpoint
CREATE TABLE "contest_upsolves" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"contest_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_upsolves_user_id_source_contest_id_pk" PRIMARY KEY("user_id","source","contest_id")
);
--> statement-breakpoint
ALTER TABLE "contest_upsolves" ADD CONSTRAINT "contest_upsolves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
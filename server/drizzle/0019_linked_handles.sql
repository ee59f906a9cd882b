CREATE TABLE "linked_handles" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"handle" text NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"challenge_problem_key" text,
	"challenge_problem_url" text,
	"challenge_started_at" timestamp (3) with time zone,
	"challenge_expires_at" timestamp (3) with time zone,
	"last_synced_at" timestamp (3) with time zone,
	"last_error" text,
	"next_sync_at" timestamp (3) with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"sync_cursor" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_handles_pkey" PRIMARY KEY("user_id","site"),
	CONSTRAINT "linked_handles_site_check" CHECK ("linked_handles"."site" in ('codeforces', 'atcoder'))
);
--> statement-breakpoint
ALTER TABLE "linked_handles" ADD CONSTRAINT "linked_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_handles_verified_idx" ON "linked_handles" USING btree ("site",lower("handle")) WHERE "linked_handles"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "linked_handles_due_idx" ON "linked_handles" USING btree ("next_sync_at") WHERE "linked_handles"."verified_at" is not null;
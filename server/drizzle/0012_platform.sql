-- The platform. Events: the outbox every domain event is written to in its change's transaction,
-- numbered for delivery after commit. User roles (admin, moderator), granted only by the admin
-- command, and the audit log of moderator actions and role changes. Background jobs' last runs,
-- and each outside site's next turn for the limiter every job shares (pg-boss keeps its queue in
-- its own schema).
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp (3) with time zone,
	"last_finished_at" timestamp (3) with time zone,
	"last_succeeded_at" timestamp (3) with time zone,
	"last_result" jsonb,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outside_site_turns" (
	"site" text PRIMARY KEY NOT NULL,
	"next_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_number_key" ON "events" USING btree ("number");--> statement-breakpoint
CREATE INDEX "events_unnumbered_idx" ON "events" USING btree ("id") WHERE "events"."number" is null;--> statement-breakpoint
CREATE INDEX "audit_log_item_idx" ON "audit_log" USING btree ("item_type","item_id","created_at" DESC NULLS LAST);
-- Failed sign-ins are counted per identifier as typed, for unknown identifiers too, so a lockout
-- does not reveal which accounts exist (decision 002); the per-user counters go.
CREATE TABLE "signin_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_failed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signin_failures_last_failed_idx" ON "signin_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_signins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
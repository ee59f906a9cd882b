CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"project_details" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "collaborations_status_check" CHECK ("collaborations"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "collaborations_not_self_check" CHECK ("collaborations"."sender_id" <> "collaborations"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_one_pending_key" ON "collaborations" USING btree ("sender_id","recipient_id") WHERE "collaborations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "collaborations_recipient_newest_idx" ON "collaborations" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collaborations_sender_newest_idx" ON "collaborations" USING btree ("sender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
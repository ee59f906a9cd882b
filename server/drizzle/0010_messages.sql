CREATE TABLE "conversations" (
	"user_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"last_content" text,
	"last_sender_id" uuid,
	"last_message_at" timestamp (3) with time zone,
	"last_activity_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_user_id_other_id_pk" PRIMARY KEY("user_id","other_id"),
	CONSTRAINT "conversations_not_self_check" CHECK ("conversations"."user_id" <> "conversations"."other_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"first_user_id" uuid NOT NULL,
	"second_user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "messages_not_self_check" CHECK ("messages"."sender_id" <> "messages"."receiver_id"),
	CONSTRAINT "messages_pair_check" CHECK ("messages"."first_user_id" = least("messages"."sender_id", "messages"."receiver_id") and "messages"."second_user_id" = greatest("messages"."sender_id", "messages"."receiver_id"))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_recent_idx" ON "conversations" USING btree ("user_id","last_activity_at" DESC NULLS FIRST,"other_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_conversation_newest_idx" ON "messages" USING btree ("first_user_id","second_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops) WITH (fastupdate=false);
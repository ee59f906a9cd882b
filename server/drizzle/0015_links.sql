CREATE TABLE "saved_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"link_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_links" ADD CONSTRAINT "saved_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_links_owner_link_key_idx" ON "saved_links" USING btree ("owner_id","link_key");--> statement-breakpoint
CREATE INDEX "saved_links_owner_order_idx" ON "saved_links" USING btree ("owner_id","position","created_at","id");
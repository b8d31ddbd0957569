CREATE TABLE "complaint_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"sender_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL,
	CONSTRAINT "complaint_messages_body_length" CHECK (char_length("complaint_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" text NOT NULL,
	"buyer_email" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"escalated_at" timestamp with time zone,
	"escalated_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_messages_thread_idx" ON "complaint_messages" USING btree ("complaint_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_order_key" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_shop_idx" ON "complaints" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "complaints_buyer_idx" ON "complaints" USING btree ("buyer_email","status");
CREATE TABLE "affiliate_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"shop_id" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"detail" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"last_occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sightings" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sightings_user_id_kind_value_hash_pk" PRIMARY KEY("user_id","kind","value_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_simulator_transactions" ADD COLUMN "masked_card" text;--> statement-breakpoint
ALTER TABLE "affiliate_flags" ADD CONSTRAINT "affiliate_flags_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_flags" ADD CONSTRAINT "affiliate_flags_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_flags" ADD CONSTRAINT "affiliate_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_flags" ADD CONSTRAINT "affiliate_flags_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sightings" ADD CONSTRAINT "account_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_flags_open_key" ON "affiliate_flags" USING btree ("affiliate_id","reason") WHERE handled_at is null;--> statement-breakpoint
CREATE INDEX "affiliate_flags_list_idx" ON "affiliate_flags" USING btree ("handled_at","last_occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_sightings_value_idx" ON "account_sightings" USING btree ("kind","value_hash","last_seen_at");--> statement-breakpoint
CREATE INDEX "account_sightings_last_seen_idx" ON "account_sightings" USING btree ("last_seen_at");
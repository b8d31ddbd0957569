CREATE TABLE "affiliate_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held_balance" bigint DEFAULT 0 NOT NULL,
	"reserved_balance" bigint DEFAULT 0 NOT NULL,
	"bank_code" text,
	"bank_account_number" text,
	"bank_account_holder" text,
	"bank_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL,
	CONSTRAINT "affiliate_accounts_reserved_check" CHECK ("affiliate_accounts"."reserved_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"affiliate_id" uuid NOT NULL,
	"shop_id" text NOT NULL,
	"prompt_id" uuid,
	"visitor_id" text NOT NULL,
	"user_id" text,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_click_id" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "affiliate_user_id" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "affiliate_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "affiliate_bp" integer;--> statement-breakpoint
ALTER TABLE "affiliate_accounts" ADD CONSTRAINT "affiliate_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_visitor_idx" ON "affiliate_clicks" USING btree ("shop_id","visitor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affiliate_clicks_user_idx" ON "affiliate_clicks" USING btree ("shop_id","user_id","created_at" DESC NULLS LAST) WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliate_idx" ON "affiliate_clicks" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_shop_day_idx" ON "affiliate_clicks" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_rate_visitor_idx" ON "affiliate_clicks" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_rate_ip_idx" ON "affiliate_clicks" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_shop_user_key" ON "affiliates" USING btree ("shop_id","user_id");--> statement-breakpoint
CREATE INDEX "affiliates_user_idx" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_user_id","created_at" DESC NULLS LAST) WHERE affiliate_user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_affiliate_key" ON "payouts" USING btree ("affiliate_user_id") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "payouts_affiliate_idx" ON "payouts" USING btree ("affiliate_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_payee_check" CHECK ((shop_id is null) <> (affiliate_user_id is null));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_affiliate_bp_check" CHECK ("affiliate_bp" IS NULL OR "affiliate_bp" BETWEEN 0 AND 9000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_pair_check" CHECK (("affiliate_id" IS NULL) = ("affiliate_user_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rates_check" CHECK ("commission_bp" + "affiliate_bp" <= 9000);

CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"movement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"shop_id" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"prompt_id" uuid NOT NULL,
	"shop_id" text NOT NULL,
	"buyer_user_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"prompt_title" text NOT NULL,
	"price" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"affiliate_bp" integer NOT NULL,
	"affiliate_user_id" text,
	"hold_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_attempt" integer DEFAULT 0 NOT NULL,
	"gateway_order_id" text,
	"payment_method" text,
	"gateway_transaction_id" text,
	"seller_net" integer,
	"platform_fee" integer,
	"affiliate_fee" integer,
	"gateway_fee" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"token" text,
	"redirect_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"raw_body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"gateway_order_id" text,
	"order_id" uuid,
	"transaction_id" text,
	"transaction_status" text,
	"result" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_transactions" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"item_name" text NOT NULL,
	"finish_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text,
	"bank" text,
	"transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"commission_bp" integer NOT NULL,
	"affiliate_bp" integer NOT NULL,
	"hold_days" integer NOT NULL,
	"min_payout" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_daily_stats" ADD COLUMN "sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_daily_stats" ADD COLUMN "revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "held_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "reserved_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_shop_idx" ON "ledger_entries" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("buyer_email") WHERE buyer_user_id is null;--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_prompt_idx" ON "orders" USING btree ("prompt_id","status");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_release_idx" ON "orders" USING btree ("release_at") WHERE status = 'paid' and released_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_attempt_key" ON "payment_attempts" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "payment_logs_created_idx" ON "payment_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_logs_order_idx" ON "payment_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_logs_gateway_order_idx" ON "payment_logs" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_transactions_token_key" ON "payment_simulator_transactions" USING btree ("token");--> statement-breakpoint
-- Hand-written: the ledger is append-only. A correction is a new, reversing movement.
CREATE FUNCTION pp_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION pp_ledger_append_only();--> statement-breakpoint
-- Hand-written: every movement sums to zero, checked when its transaction commits.
CREATE FUNCTION pp_ledger_movement_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE movement_id = NEW.movement_id) <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not sum to zero', NEW.movement_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_movement_balances AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pp_ledger_movement_balances();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION pp_ledger_append_only();--> statement-breakpoint
-- Hand-written: an order is sold once, whatever the code above the database does.
CREATE UNIQUE INDEX "ledger_entries_one_sale_idx" ON "ledger_entries" ("order_id")
  WHERE kind = 'sale' AND account = 'gateway';

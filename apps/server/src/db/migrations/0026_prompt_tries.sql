CREATE TABLE "prompt_tries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"network" text NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"reserved_tokens" integer NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "free_tries_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_tries" ADD CONSTRAINT "prompt_tries_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_tries" ADD CONSTRAINT "prompt_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_tries_day_idx" ON "prompt_tries" USING btree ("day");--> statement-breakpoint
CREATE INDEX "prompt_tries_prompt_idx" ON "prompt_tries" USING btree ("prompt_id","day");--> statement-breakpoint
CREATE INDEX "prompt_tries_shop_idx" ON "prompt_tries" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "prompt_tries_running_idx" ON "prompt_tries" USING btree ("created_at") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "prompt_tries_user_idx" ON "prompt_tries" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "prompt_tries_visitor_idx" ON "prompt_tries" USING btree ("visitor_id","day");--> statement-breakpoint
CREATE INDEX "prompt_tries_network_idx" ON "prompt_tries" USING btree ("network","day");--> statement-breakpoint
-- The prompt page offers "Coba dulu" from this column: a change must reach the response cache (0012).
DROP TRIGGER prompts_public_update ON prompts;--> statement-breakpoint
CREATE TRIGGER prompts_public_update AFTER UPDATE OF
    id, shop_id, slug, title, description_html, model, model_version, category_name, tags, price,
    guarantee_days, free_tries_per_day, variable_count, thumbnail_url, status, featured,
    published_at, rating_average_x100, rating_count, created_at, last_updated, created_by,
    last_updated_by, company_id, rejection_reason, submitted_at
  ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();

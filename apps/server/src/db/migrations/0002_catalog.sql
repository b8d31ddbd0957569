CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE; tags are text, so joining them is immutable in fact.
CREATE OR REPLACE FUNCTION pp_tags_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE TABLE "categories" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"popular_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_daily_stats" (
	"prompt_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL,
	CONSTRAINT "prompt_daily_stats_prompt_id_day_pk" PRIMARY KEY("prompt_id","day")
);
--> statement-breakpoint
CREATE TABLE "prompt_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"image_url" text,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_secrets" (
	"prompt_id" uuid PRIMARY KEY NOT NULL,
	"prompt_text" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"change_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"model" text NOT NULL,
	"model_version" text NOT NULL,
	"category_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer NOT NULL,
	"variable_count" integer DEFAULT 0 NOT NULL,
	"thumbnail_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"wishlist_count" integer DEFAULT 0 NOT NULL,
	"rating_average_x100" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', pp_tags_text(tags)), 'B') || setweight(to_tsvector('indonesian', regexp_replace(description_html, '<[^>]+>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_daily_stats" ADD CONSTRAINT "prompt_daily_stats_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_examples" ADD CONSTRAINT "prompt_examples_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_secrets" ADD CONSTRAINT "prompt_secrets_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_category_name_categories_name_fk" FOREIGN KEY ("category_name") REFERENCES "public"."categories"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_featured_idx" ON "categories" USING btree ("company_id","featured","sort_order");--> statement-breakpoint
CREATE INDEX "prompt_examples_prompt_idx" ON "prompt_examples" USING btree ("prompt_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "prompts_slug_key" ON "prompts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "prompts_search_idx" ON "prompts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "prompts_title_trgm_idx" ON "prompts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_published_newest_idx" ON "prompts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_published_sales_idx" ON "prompts" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_published_price_idx" ON "prompts" USING btree ("price","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_category_idx" ON "prompts" USING btree ("category_name","status");--> statement-breakpoint
CREATE INDEX "prompts_shop_idx" ON "prompts" USING btree ("shop_id","status");
DROP INDEX "prompts_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "prompts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', model || ' ' || model_version), 'B') || setweight(to_tsvector('indonesian', pp_tags_text(tags)), 'B') || setweight(to_tsvector('indonesian', regexp_replace(description_html, '<[^>]+>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
-- Dropping the column dropped its full-text index too: build it again.
CREATE INDEX "prompts_search_idx" ON "prompts" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_words" text GENERATED ALWAYS AS (lower(title || ' ' || model || ' ' || pp_tags_text(tags))) STORED;--> statement-breakpoint
CREATE INDEX "prompts_search_words_trgm_idx" ON "prompts" USING gin ("search_words" gin_trgm_ops);
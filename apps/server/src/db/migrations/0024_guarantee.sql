ALTER TABLE "prompts" ADD COLUMN "guarantee_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guarantee_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The prompt page shows the Garansi: a change of it must reach the response cache (0012).
DROP TRIGGER prompts_public_update ON prompts;--> statement-breakpoint
CREATE TRIGGER prompts_public_update AFTER UPDATE OF
    id, shop_id, slug, title, description_html, model, model_version, category_name, tags, price,
    guarantee_days, variable_count, thumbnail_url, status, featured, published_at,
    rating_average_x100, rating_count, created_at, last_updated, created_by, last_updated_by,
    company_id, rejection_reason, submitted_at
  ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_public_change();

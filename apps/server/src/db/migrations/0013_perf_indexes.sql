DROP INDEX "prompts_published_newest_idx";--> statement-breakpoint
DROP INDEX "prompts_published_sales_idx";--> statement-breakpoint
DROP INDEX "prompts_published_rating_idx";--> statement-breakpoint
CREATE INDEX "prompts_paid_sales_idx" ON "prompts" USING btree ("sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and price > 0;--> statement-breakpoint
CREATE INDEX "prompts_shop_newest_idx" ON "prompts" USING btree ("shop_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_shop_sales_idx" ON "prompts" USING btree ("shop_id","sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_shop_rating_idx" ON "prompts" USING btree ("shop_id","rating_average_x100" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_shop_price_idx" ON "prompts" USING btree ("shop_id","price","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_featured_newest_idx" ON "prompts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and featured;--> statement-breakpoint
CREATE INDEX "prompts_published_newest_idx" ON "prompts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_published_sales_idx" ON "prompts" USING btree ("sales" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "prompts_published_rating_idx" ON "prompts" USING btree ("rating_average_x100" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';
ALTER TABLE "shops" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- Shops closed before this column: their last change was the closing.
UPDATE "shops" SET "closed_at" = "last_updated" WHERE "status" = 'closed';

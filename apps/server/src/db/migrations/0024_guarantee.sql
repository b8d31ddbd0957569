ALTER TABLE "prompts" ADD COLUMN "guarantee_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guarantee_days" integer DEFAULT 0 NOT NULL;
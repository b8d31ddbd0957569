CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"admin_organization_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Commission overrides follow the same bounds as the platform rate (DESIGN.md §4).
ALTER TABLE "shops" ADD CONSTRAINT "shops_commission_bp_check" CHECK ("commission_bp" IS NULL OR "commission_bp" BETWEEN 0 AND 9000);

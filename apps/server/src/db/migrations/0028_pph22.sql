CREATE TABLE "shop_tax_profiles" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"id_type" text,
	"tax_id" text,
	"tax_name" text,
	"statement_year" integer,
	"statement_key" text,
	"statement_content_type" text,
	"statement_size" integer,
	"statement_uploaded_at" timestamp with time zone,
	"statement_uploaded_by" text,
	"statement_rejected_at" timestamp with time zone,
	"statement_rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pph22_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pph22_withheld" integer;--> statement-breakpoint
ALTER TABLE "shop_tax_profiles" ADD CONSTRAINT "shop_tax_profiles_shop_id_organizations_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tax_profiles" ADD CONSTRAINT "shop_tax_profiles_statement_uploaded_by_users_id_fk" FOREIGN KEY ("statement_uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- custom: pph22
-- Orders paid before PPh 22 was withheld had nothing withheld: 0, not unknown.
UPDATE "orders" SET "pph22_withheld" = 0 WHERE "seller_net" IS NOT NULL;

CREATE TABLE "prompt_versions" (
	"prompt_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"prompt_text" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"change_note" text,
	"model" text NOT NULL,
	"model_version" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"buyers_told" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_updated_by" jsonb,
	"company_id" text NOT NULL,
	CONSTRAINT "prompt_versions_prompt_id_version_pk" PRIMARY KEY("prompt_id","version")
);
--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;
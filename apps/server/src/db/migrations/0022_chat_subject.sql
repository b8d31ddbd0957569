ALTER TABLE "chat_channels" ADD COLUMN "subject_prompt_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "subject_order_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_subject_prompt_id_prompts_id_fk" FOREIGN KEY ("subject_prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_subject_order_id_orders_id_fk" FOREIGN KEY ("subject_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "signals" ADD COLUMN "personal_data_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "kept_after_send" jsonb;
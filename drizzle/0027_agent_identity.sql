ALTER TABLE "companies" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_signature" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sign_as_agent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "reply_to" text;
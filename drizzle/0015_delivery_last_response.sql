ALTER TABLE "webhook_deliveries" ADD COLUMN "last_response" text;--> statement-breakpoint
ALTER TABLE "agent_webhook_deliveries" ADD COLUMN "last_response" text;
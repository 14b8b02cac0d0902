ALTER TABLE "agent_drafts" ADD COLUMN "reply_to_message_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "needs_human" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_events" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_events" ADD COLUMN "reply_message_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_events" ADD COLUMN "review_required" boolean DEFAULT false NOT NULL;
ALTER TABLE "agent_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "signals_pending_idx" ON "signals" USING btree ("created_at","id") WHERE "signals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_events_unprocessed_idx" ON "agent_events" USING btree ("received_at","id") WHERE "agent_events"."processed_at" is null;--> statement-breakpoint
-- Events that already have runs were processed by the job queue before this migration; the rest are still to do.
UPDATE "agent_events" SET "processed_at" = "received_at" WHERE EXISTS (SELECT 1 FROM "agent_runs" WHERE "agent_runs"."event_id" = "agent_events"."id");

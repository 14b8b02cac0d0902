DROP INDEX "signals_pending_idx";--> statement-breakpoint
DROP INDEX "agent_events_unprocessed_idx";--> statement-breakpoint
CREATE INDEX "signals_pending_company_idx" ON "signals" USING btree ("company_id","created_at","id") WHERE "signals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_events_pending_company_idx" ON "agent_events" USING btree ("company_id","received_at","id") WHERE "agent_events"."processed_at" is null;
ALTER TABLE "api_keys" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "window_hits" integer DEFAULT 0 NOT NULL;
CREATE TABLE "agent_trust_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"from_level" text NOT NULL,
	"to_level" text NOT NULL,
	"changed_by" uuid,
	"automatic" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "trust_level" text DEFAULT 'review' NOT NULL;--> statement-breakpoint
-- An agent that already sent on its own is on Autopilot (docs/decisions/130-trust-ladder.md).
UPDATE "agents" SET "trust_level" = 'autopilot' WHERE "review_before_send" = false;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "shadow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_trust_changes" ADD CONSTRAINT "agent_trust_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_trust_changes" ADD CONSTRAINT "agent_trust_changes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_trust_changes" ADD CONSTRAINT "agent_trust_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_trust_changes_agent_created_idx" ON "agent_trust_changes" USING btree ("agent_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "agent_drafts_agent_created_idx" ON "agent_drafts" USING btree ("agent_id","created_at" desc);
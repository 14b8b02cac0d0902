CREATE TABLE "company_logos" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_suppressions" (
	"company_id" uuid NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_suppressions_company_id_address_pk" PRIMARY KEY("company_id","address")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "knowledge" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "message_window_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "draft_expiry_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_note_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD COLUMN "local_confirmed_host" text;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD COLUMN "local_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD COLUMN "local_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_suppressions" ADD CONSTRAINT "company_suppressions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD CONSTRAINT "company_ai_settings_local_confirmed_by_users_id_fk" FOREIGN KEY ("local_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_merged_into_agent_drafts_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."agent_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_drafts_merged_into_idx" ON "agent_drafts" USING btree ("merged_into") WHERE "agent_drafts"."merged_into" is not null;--> statement-breakpoint
CREATE INDEX "agent_drafts_company_to_idx" ON "agent_drafts" USING btree ("company_id",lower("to"),"created_at" desc);
CREATE TABLE "ai_token_usage" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_token_usage_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "company_ai_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"provider" text,
	"model" text,
	"base_url" text,
	"api_key_ciphertext" text,
	"api_key_hint" text,
	"monthly_token_budget" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"review" boolean NOT NULL,
	"to" text NOT NULL,
	"template_subject" text NOT NULL,
	"template_text" text NOT NULL,
	"action" text,
	"facts" jsonb NOT NULL,
	"subject" text,
	"body" text,
	"facts_used" jsonb,
	"writer" text,
	"fallback_reason" text,
	"provider" text,
	"model" text,
	"prompt" jsonb,
	"input_tokens" integer,
	"output_tokens" integer,
	"latency_ms" integer,
	"edited" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone,
	CONSTRAINT "agent_drafts_run_id_unique" UNIQUE("run_id")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "review_before_send" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "awaiting_approvals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD CONSTRAINT "ai_token_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD CONSTRAINT "company_ai_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD CONSTRAINT "company_ai_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_drafts_company_status_created_idx" ON "agent_drafts" USING btree ("company_id","status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "agent_drafts_agent_status_idx" ON "agent_drafts" USING btree ("agent_id","status");
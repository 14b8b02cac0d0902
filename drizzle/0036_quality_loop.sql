CREATE TABLE "ai_provider_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_setting_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid,
	"kind" text NOT NULL,
	"settings" jsonb NOT NULL,
	"summary" text NOT NULL,
	"changed_by" uuid,
	"bench_run_id" uuid,
	"restored_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_bench_cases" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"draft_id" uuid NOT NULL,
	"current" jsonb,
	"proposed" jsonb,
	"verdict" text,
	CONSTRAINT "test_bench_cases_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "test_bench_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid,
	"proposal" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"cases_total" integer DEFAULT 0 NOT NULL,
	"cases_done" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "writing_voice" text;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD COLUMN "cost_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD COLUMN "budget_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_ai_settings" ADD COLUMN "monthly_budget_cents" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "guidance" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "guidance_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "guidance_updated_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "fallback_kind" text;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "cost_micros" integer;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "grades" jsonb;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "rewrites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD COLUMN "template_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_provider_failures" ADD CONSTRAINT "ai_provider_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_setting_versions" ADD CONSTRAINT "ai_setting_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_setting_versions" ADD CONSTRAINT "ai_setting_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_bench_cases" ADD CONSTRAINT "test_bench_cases_run_id_test_bench_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."test_bench_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_bench_runs" ADD CONSTRAINT "test_bench_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_bench_runs" ADD CONSTRAINT "test_bench_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_provider_failures_company_created_idx" ON "ai_provider_failures" USING btree ("company_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "ai_setting_versions_company_created_idx" ON "ai_setting_versions" USING btree ("company_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "test_bench_runs_company_created_idx" ON "test_bench_runs" USING btree ("company_id","created_at" desc);--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_guidance_updated_by_users_id_fk" FOREIGN KEY ("guidance_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "agent_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_webhook_deliveries_run_id_unique" UNIQUE("run_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "n8n_webhook_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "n8n_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "agent_webhook_deliveries" ADD CONSTRAINT "agent_webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_webhook_deliveries" ADD CONSTRAINT "agent_webhook_deliveries_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_webhook_deliveries_company_idx" ON "agent_webhook_deliveries" USING btree ("company_id","created_at");
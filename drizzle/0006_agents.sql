CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalogue_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"agent_type" text NOT NULL,
	"context_id" text NOT NULL,
	"intent" text NOT NULL,
	"signals" jsonb NOT NULL,
	"tools_used" jsonb NOT NULL,
	"output" text NOT NULL,
	"personality" text NOT NULL,
	"avatar_color" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"health" integer DEFAULT 100 NOT NULL,
	"last_activity" timestamp with time zone,
	"signals_sent" integer DEFAULT 0 NOT NULL,
	"signals_received" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_agent_id" uuid,
	"to_agent_id" uuid,
	"signal" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_from_agent_id_agents_id_fk" FOREIGN KEY ("from_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_to_agent_id_agents_id_fk" FOREIGN KEY ("to_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_company_catalogue_unique" ON "agents" USING btree ("company_id","catalogue_id");--> statement-breakpoint
CREATE INDEX "signals_company_created_id_idx" ON "signals" USING btree ("company_id","created_at" desc,"id");
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"lead_id" uuid,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text NOT NULL,
	"investment_percentage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_lead_id_demo_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."demo_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_date_slot_unique" ON "demo_bookings" USING btree ("date","slot");--> statement-breakpoint
CREATE INDEX "demo_leads_created_idx" ON "demo_leads" USING btree ("created_at");
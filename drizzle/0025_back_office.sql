CREATE TABLE "funnel_step_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"funnel" text NOT NULL,
	"step" text NOT NULL,
	"step_index" integer NOT NULL,
	"stage" text,
	"ref" text,
	"industry" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"quiz_submission_id" uuid,
	"demo_lead_id" uuid,
	"improved_assessment_id" uuid,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"industry" text NOT NULL,
	"monthly_savings" integer,
	"stage" text,
	"ref" text,
	"figures" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer,
	"status_code" integer,
	"response" text,
	"error" text,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_submission_id_unique";--> statement-breakpoint
DROP INDEX "demo_bookings_date_slot_unique";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "source_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "redelivery_of" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quiz_submission_id_quiz_submissions_id_fk" FOREIGN KEY ("quiz_submission_id") REFERENCES "public"."quiz_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_demo_lead_id_demo_leads_id_fk" FOREIGN KEY ("demo_lead_id") REFERENCES "public"."demo_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_improved_assessment_id_improved_assessments_id_fk" FOREIGN KEY ("improved_assessment_id") REFERENCES "public"."improved_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhook_attempts" ADD CONSTRAINT "lead_webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_step_views_funnel_viewed_idx" ON "funnel_step_views" USING btree ("funnel","viewed_at");--> statement-breakpoint
CREATE INDEX "funnel_step_views_visit_idx" ON "funnel_step_views" USING btree ("visit_id","viewed_at");--> statement-breakpoint
CREATE INDEX "lead_activity_lead_idx" ON "lead_activity" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_source_created_idx" ON "leads" USING btree ("source","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_industry_created_idx" ON "leads" USING btree ("industry","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "leads_quiz_idx" ON "leads" USING btree ("quiz_submission_id");--> statement-breakpoint
CREATE INDEX "leads_demo_idx" ON "leads" USING btree ("demo_lead_id");--> statement-breakpoint
CREATE INDEX "leads_improved_idx" ON "leads" USING btree ("improved_assessment_id");--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_webhook_attempts_delivery_attempt_unique" ON "lead_webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "demo_bookings_starts_idx" ON "demo_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "demo_bookings_lead_idx" ON "demo_bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_submission_idx" ON "webhook_deliveries" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_first_unique" ON "webhook_deliveries" USING btree ("submission_id") WHERE "webhook_deliveries"."redelivery_of" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_messages_lead_idx" ON "email_messages" USING btree ("lead_id") WHERE "email_messages"."lead_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_date_slot_unique" ON "demo_bookings" USING btree ("date","slot") WHERE "demo_bookings"."cancelled_at" is null;--> statement-breakpoint
-- The leads stored before the back office existed (docs/product.md#back-office): their figures were not kept then.
INSERT INTO "leads" ("id", "source", "quiz_submission_id", "company_name", "contact_name", "contact_email", "industry", "monthly_savings", "stage", "created_at")
SELECT "id", 'quiz', "id", "company_name", "contact_name", "contact_email",
  CASE "industry" WHEN 'gym' THEN 'Fitness & Wellness' WHEN 'salon' THEN 'Beauty & Personal Care'
    WHEN 'restaurant' THEN 'Restaurant & Food Service' WHEN 'realestate' THEN 'Real Estate'
    WHEN 'healthcare' THEN 'Healthcare & Medical' WHEN 'technology' THEN 'Technology & Software'
    WHEN 'finance' THEN 'Finance & Banking' WHEN 'retail' THEN 'Retail & E-commerce'
    WHEN 'logistics' THEN 'Transportation & Logistics' WHEN 'consulting' THEN 'Consulting & Professional Services'
    WHEN 'legal' THEN 'Legal Services' WHEN 'construction' THEN 'Construction & Engineering' ELSE "industry" END,
  round(("payload"->>'estimatedROI')::numeric)::integer, "stage_flag", "created_at"
FROM "quiz_submissions";--> statement-breakpoint
INSERT INTO "leads" ("id", "source", "demo_lead_id", "company_name", "contact_name", "contact_email", "industry", "created_at")
SELECT "id", 'demo', "id", "company_name", "contact_name", "contact_email", coalesce("answers"->>'company_industry', ''), "created_at"
FROM "demo_leads";--> statement-breakpoint
INSERT INTO "leads" ("id", "source", "improved_assessment_id", "company_name", "contact_name", "contact_email", "industry", "monthly_savings", "created_at")
SELECT "id", 'improved', "id", "company_name", "contact_name", "contact_email",
  CASE "business_type" WHEN 'service' THEN 'Service business' WHEN 'ecommerce' THEN 'E-commerce'
    WHEN 'saas' THEN 'SaaS / Software' WHEN 'agency' THEN 'Agency' WHEN 'other' THEN 'Other' ELSE "business_type" END,
  "monthly_savings", "created_at"
FROM "improved_assessments";--> statement-breakpoint
UPDATE "leads" SET "status" = 'call_booked'
WHERE "id" IN (SELECT "lead_id" FROM "demo_bookings" WHERE "lead_id" IS NOT NULL);

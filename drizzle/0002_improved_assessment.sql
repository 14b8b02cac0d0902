CREATE TABLE "improved_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"business_type" text NOT NULL,
	"team_size" text NOT NULL,
	"monthly_budget" text NOT NULL,
	"timeline" text NOT NULL,
	"preferred_contact" text NOT NULL,
	"hours_spent_weekly" real NOT NULL,
	"monthly_savings" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "improved_assessments_email_idx" ON "improved_assessments" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "improved_assessments_created_idx" ON "improved_assessments" USING btree ("created_at");
CREATE TABLE "onboarding_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"version" integer NOT NULL,
	"contact_email" text,
	"company_name" text,
	"industry" text,
	"completeness" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_submissions_company_version_unique" ON "onboarding_submissions" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_contact_email_idx" ON "onboarding_submissions" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_industry_idx" ON "onboarding_submissions" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_created_idx" ON "onboarding_submissions" USING btree ("created_at");
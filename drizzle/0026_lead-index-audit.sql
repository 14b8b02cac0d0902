DROP INDEX "leads_email_idx";--> statement-breakpoint
DROP INDEX "leads_quiz_idx";--> statement-breakpoint
DROP INDEX "leads_demo_idx";--> statement-breakpoint
DROP INDEX "leads_improved_idx";--> statement-breakpoint
DROP INDEX "leads_company_idx";--> statement-breakpoint
CREATE INDEX "leads_quiz_idx" ON "leads" USING btree ("quiz_submission_id") WHERE "leads"."quiz_submission_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_demo_idx" ON "leads" USING btree ("demo_lead_id") WHERE "leads"."demo_lead_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_improved_idx" ON "leads" USING btree ("improved_assessment_id") WHERE "leads"."improved_assessment_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_id") WHERE "leads"."company_id" is not null;
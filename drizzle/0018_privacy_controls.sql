ALTER TABLE "companies" ADD COLUMN "data_collection" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "local_processing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agent_data_sharing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "analytics_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A company that already answered the questionnaire keeps the controls it chose there (its latest version).
UPDATE "companies" SET
  "data_collection" = coalesce((latest.data->'privacy'->>'dataCollection')::boolean, true),
  "local_processing" = coalesce((latest.data->'privacy'->>'localProcessing')::boolean, true),
  "agent_data_sharing" = coalesce((latest.data->'privacy'->>'agentDataSharing')::boolean, true),
  "analytics_consent" = coalesce((latest.data->'privacy'->>'analyticsConsent')::boolean, false)
FROM (
  SELECT DISTINCT ON (company_id) company_id, data FROM "onboarding_submissions" ORDER BY company_id, version DESC
) AS latest
WHERE latest.company_id = "companies"."id";

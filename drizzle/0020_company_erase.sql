CREATE TABLE "company_erasures" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_tombstones" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"requested_by" uuid
);
--> statement-breakpoint
ALTER TABLE "company_erasures" ADD CONSTRAINT "company_erasures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_erasures" ADD CONSTRAINT "company_erasures_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_erasures_due_idx" ON "company_erasures" USING btree ("due_at");
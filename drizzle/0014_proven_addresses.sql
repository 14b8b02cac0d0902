CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_email_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	"granted" integer NOT NULL,
	CONSTRAINT "company_email_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "email_messages_held_idx" ON "email_messages" USING btree ("company_id","created_at") WHERE "email_messages"."status" = 'held';--> statement-breakpoint
-- Accounts made before addresses were proven keep mailing as they did: treated as proven (docs/decisions/083).
UPDATE "users" SET "email_verified_at" = "created_at";

ALTER TABLE "users" ADD COLUMN "email_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_uq" UNIQUE("calendar_token");
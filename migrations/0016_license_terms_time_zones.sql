CREATE TABLE "license_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"license_number" text,
	"issue_date" date,
	"expiration_date" date,
	"document_id" uuid,
	"fee_paid" numeric(10, 2),
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "renewal_submitted_on" date;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "renewal_reference" text;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "renewal_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "license_terms" ADD CONSTRAINT "license_terms_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_terms" ADD CONSTRAINT "license_terms_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_terms" ADD CONSTRAINT "license_terms_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_terms_license_idx" ON "license_terms" USING btree ("license_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_terms_current_uq" ON "license_terms" USING btree ("license_id") WHERE "license_terms"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "license_terms_document_idx" ON "license_terms" USING btree ("document_id");--> statement-breakpoint
-- Every existing license becomes a single-term license: its current term is the row as it stands.
INSERT INTO "license_terms" ("license_id", "license_number", "issue_date", "expiration_date", "document_id", "recorded_at")
SELECT "id", "license_number", "issue_date", "expiration_date", "document_id", "created_at" FROM "licenses";--> statement-breakpoint
-- The license row holds its current term's fields; whoever writes the row (the app, the import, the demo), the
-- current term follows it, and a row without a current term (new, or just renewed) gets one.
CREATE FUNCTION "license_current_term"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "license_terms"
    SET "license_number" = NEW."license_number", "issue_date" = NEW."issue_date",
        "expiration_date" = NEW."expiration_date", "document_id" = NEW."document_id"
    WHERE "license_id" = NEW."id" AND "superseded_at" IS NULL;
  IF NOT FOUND THEN
    INSERT INTO "license_terms" ("license_id", "license_number", "issue_date", "expiration_date", "document_id")
    VALUES (NEW."id", NEW."license_number", NEW."issue_date", NEW."expiration_date", NEW."document_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "licenses_current_term" AFTER INSERT OR UPDATE OF "license_number", "issue_date", "expiration_date", "document_id"
  ON "licenses" FOR EACH ROW EXECUTE FUNCTION "license_current_term"();

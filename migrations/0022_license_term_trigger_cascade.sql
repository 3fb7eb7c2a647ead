-- The current-term trigger writes nothing for a license that no longer exists: deleting an organization deletes
-- its documents and its licenses in one cascade, and the documents' "set null" on a license the same cascade has
-- already deleted used to reach the trigger, whose write to license_terms then failed the foreign key.
CREATE OR REPLACE FUNCTION "license_current_term"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "licenses" WHERE "id" = NEW."id") THEN
    RETURN NULL;
  END IF;
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
$$;

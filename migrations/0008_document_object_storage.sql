ALTER TABLE "documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "storage" text DEFAULT 'postgres' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "documents_storage_key_idx" ON "documents" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bytes_somewhere" CHECK (("documents"."storage" = 'postgres' and "documents"."content" is not null) or ("documents"."storage" = 's3' and "documents"."storage_key" is not null));
ALTER TABLE "equipment" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
CREATE INDEX "equipment_deleted_idx" ON "equipment" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "licenses_deleted_idx" ON "licenses" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_deleted_idx" ON "marketing_campaigns" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "vendors_deleted_idx" ON "vendors" USING btree ("deleted_at");
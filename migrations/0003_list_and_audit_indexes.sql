DROP INDEX "audit_log_organization_idx";--> statement-breakpoint
DROP INDEX "equipment_location_idx";--> statement-breakpoint
DROP INDEX "maintenance_tasks_equipment_idx";--> statement-breakpoint
DROP INDEX "licenses_location_idx";--> statement-breakpoint
DROP INDEX "vendors_location_idx";--> statement-breakpoint
CREATE INDEX "audit_log_organization_created_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_organization_entity_created_idx" ON "audit_log" USING btree ("organization_id","entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "equipment_location_name_idx" ON "equipment" USING btree ("location_id","name","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_tasks_equipment_due_idx" ON "maintenance_tasks" USING btree ("equipment_id","next_due");--> statement-breakpoint
CREATE INDEX "licenses_location_expiry_idx" ON "licenses" USING btree ("location_id","expiration_date","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vendors_location_name_idx" ON "vendors" USING btree ("location_id","name","created_at","id");
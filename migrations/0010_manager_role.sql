ALTER TABLE "organizations" ADD COLUMN "staff_see_payroll_budgets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before the manager role, staff could delete records and see payroll and budgets: nobody loses a right on upgrade day.
UPDATE "organizations" SET "staff_see_payroll_budgets" = true;--> statement-breakpoint
UPDATE "users" SET "role" = 'manager' WHERE "role" = 'user' AND "organization_id" IS NOT NULL;--> statement-breakpoint
UPDATE "user_invitations" SET "role" = 'manager' WHERE "role" = 'user' AND "status" = 'pending';

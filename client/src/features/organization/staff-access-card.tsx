import { UsersRound } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { type OrganizationDto, useSetStaffAccess } from "./api";

/** An admin decides whether staff (role User) see payroll, tip policies and budgets of their locations. */
export function StaffAccessCard({ organization }: { organization: OrganizationDto }) {
  const mutation = useSetStaffAccess();
  const id = "staff-see-payroll-budgets";
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="size-5 text-primary" aria-hidden="true" />
          Staff access
        </CardTitle>
        <CardDescription>
          Managers run their locations. Staff see and add licenses, equipment, vendors and campaigns but do not delete them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>Staff see payroll and budgets</Label>
        <Switch
          id={id}
          checked={organization.staffSeePayrollBudgets}
          disabled={mutation.isPending}
          onCheckedChange={(checked) =>
            mutation.mutate(checked, {
              onSuccess: () => toast({ title: checked ? "Staff now see payroll and budgets" : "Payroll and budgets are now hidden from staff" }),
              onError: (error) => notifyMutationError(error, "Failed to change staff access"),
            })
          }
        />
      </CardContent>
    </Card>
  );
}

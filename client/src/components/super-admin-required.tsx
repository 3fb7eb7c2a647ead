import { ShieldAlert } from "lucide-react";
import * as React from "react";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/use-toast";

/**
 * SPEC section 2: a screen for super admins only. Anyone else sees 'Super Admin Access Required' and an
 * 'Access Denied' toast (the server answers 403 to their calls anyway).
 */
export function SuperAdminRequired() {
  React.useEffect(() => {
    toast({ title: "Access Denied", description: "This area is restricted to super administrators only.", variant: "destructive" });
  }, []);
  return (
    <EmptyStateCard
      icon={ShieldAlert}
      title="Super Admin Access Required"
      description="This area is restricted to super administrators only."
    />
  );
}

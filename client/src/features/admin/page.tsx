import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { DEFAULT_STATE } from "@shared/domain/us-states";
import { PageHeader } from "@/components/page-header";
import { SuperAdminRequired } from "@/components/super-admin-required";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/app/auth";
import { stateLicenseTypesQuery } from "./api";
import { JobQueueTab } from "./job-queue-tab";
import { LicenseTypesTab } from "./license-types-tab";
import { RequirementsTab } from "./requirements-tab";

function AdminDashboard() {
  const [state, setState] = React.useState<string>(DEFAULT_STATE);
  const types = useQuery(stateLicenseTypesQuery(state));
  return (
    <Tabs defaultValue="requirements">
      <TabsList>
        <TabsTrigger value="requirements">State Requirements</TabsTrigger>
        <TabsTrigger value="types">License Types</TabsTrigger>
        <TabsTrigger value="jobs">Job Queues</TabsTrigger>
      </TabsList>
      <TabsContent value="requirements" className="mt-4">
        <RequirementsTab state={state} onStateChange={setState} types={types.data} isLoading={types.isLoading} />
      </TabsContent>
      <TabsContent value="types" className="mt-4">
        <LicenseTypesTab types={types.data} />
      </TabsContent>
      <TabsContent value="jobs" className="mt-4">
        <JobQueueTab />
      </TabsContent>
    </Tabs>
  );
}

export default function AdminPage() {
  const { isSuperAdmin } = useAuth();
  return (
    <div>
      <PageHeader
        title="Admin Dashboard"
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="destructive">Internal Use Only</Badge>
            License requirements of the 50 states, the license catalogue and the background job queues.
          </span>
        }
      />
      {isSuperAdmin ? <AdminDashboard /> : <SuperAdminRequired />}
    </div>
  );
}

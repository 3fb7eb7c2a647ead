import { useQuery } from "@tanstack/react-query";
import { Building2, ShieldAlert } from "lucide-react";
import * as React from "react";
import { Link } from "wouter";
import { addMonthsIso, toIsoDate } from "@shared/domain/calendar";
import { currentMonth, formatYearMonth } from "@shared/domain/dates";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/app/auth";
import { serverMessage } from "@/app/unauthorized";
import { MonthSelect } from "@/features/budget/month-select";
import { complianceMatrixQuery, groupBudgetQuery, groupOverviewQuery } from "./api";
import { BudgetView } from "./budget-view";
import { ComplianceView } from "./compliance-view";
import { OverviewView } from "./overview-view";
import { RenewalFees } from "./renewal-fees";

type Tab = "overview" | "compliance" | "budget";

function LoadError({ what, error }: { what: string; error: unknown }) {
  return (
    <EmptyStateCard title={`Could not load the ${what}`} description={serverMessage(error)} />
  );
}

function NoLocations() {
  return (
    <EmptyStateCard
      icon={Building2}
      title="No locations yet"
      description="Add your restaurant locations to compare them here."
      action={
        <Button asChild>
          <Link href="/organization">Go to Organization</Link>
        </Button>
      }
    />
  );
}

/** 12 months back to 12 ahead of this month. */
function monthOptions(today: string) {
  return Array.from({ length: 25 }, (_, i) => {
    const value = currentMonth(addMonthsIso(today, i - 12));
    return { value, label: formatYearMonth(value) };
  }).reverse();
}

export default function GroupPage() {
  const { can, isSuperAdmin } = useAuth();
  if (!can("group.view")) {
    return (
      <div>
        <PageHeader title="Group Overview" />
        {isSuperAdmin ? (
          // A super admin outside any organization (not impersonating) has no locations to compare: say why.
          <EmptyStateCard
            icon={Building2}
            title="No organization selected"
            description="Group Overview compares the locations of one organization. Open Organizations and impersonate one to see its locations side by side."
            action={
              <Button asChild>
                <Link href="/organizations">Go to Organizations</Link>
              </Button>
            }
          />
        ) : (
          <EmptyStateCard icon={ShieldAlert} title="Administrator Access Required" description="Only managers and administrators can compare locations." />
        )}
      </div>
    );
  }
  return <GroupScreen />;
}

function GroupScreen() {
  const [tab, setTab] = React.useState<Tab>("overview");
  const today = React.useMemo(() => toIsoDate(new Date()), []);
  const [month, setMonth] = React.useState(() => currentMonth(today));
  const months = React.useMemo(() => monthOptions(today), [today]);
  const overview = useQuery(groupOverviewQuery());
  const matrix = useQuery(complianceMatrixQuery(tab === "compliance"));
  const budget = useQuery(groupBudgetQuery(month, tab === "budget"));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Group Overview"
        subtitle="Every location side by side: compliance, budget, maintenance, campaigns and tips"
        className="mb-0 print:hidden"
        actions={tab === "budget" ? <MonthSelect months={months} value={month} onChange={setMonth} /> : undefined}
      />
      {overview.isLoading ? (
        <PageSpinner label="Loading locations..." />
      ) : overview.error || !overview.data ? (
        <LoadError what="group overview" error={overview.error} />
      ) : overview.data.locations.length === 0 ? (
        <NoLocations />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList className="print:hidden">
            <TabsTrigger value="overview">Locations</TabsTrigger>
            <TabsTrigger value="compliance">Compliance matrix</TabsTrigger>
            <TabsTrigger value="budget">Budget</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="mt-4">
            <div className="space-y-6">
              <OverviewView locations={overview.data.locations} />
              <RenewalFees />
            </div>
          </TabsContent>
          <TabsContent value="compliance" className="mt-4">
            {matrix.isLoading ? (
              <PageSpinner label="Loading compliance..." />
            ) : matrix.error || !matrix.data ? (
              <LoadError what="compliance matrix" error={matrix.error} />
            ) : (
              <ComplianceView matrix={matrix.data} />
            )}
          </TabsContent>
          <TabsContent value="budget" className="mt-4">
            {budget.isLoading ? (
              <PageSpinner label="Loading budgets..." />
            ) : budget.error || !budget.data ? (
              <LoadError what="budgets" error={budget.error} />
            ) : (
              <BudgetView report={budget.data} monthLabel={formatYearMonth(month)} />
            )}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

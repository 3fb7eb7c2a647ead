import { useQuery } from "@tanstack/react-query";
import { Copy, FolderCog, MapPin, PiggyBank, Plus } from "lucide-react";
import * as React from "react";
import { budgetTotals } from "@shared/domain/budget";
import { currentMonth, formatYearMonth, monthsAround } from "@shared/domain/dates";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { NoAccess } from "@/components/no-access";
import { useAuth } from "@/app/auth";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { AddBudgetDialog } from "./add-budget-dialog";
import { previousMonth } from "./amounts";
import { type BudgetDto, budgetCategoriesQuery, budgetsQuery } from "./api";
import { BudgetChart } from "./budget-chart";
import { BudgetRow } from "./budget-row";
import { CategoriesDialog } from "./categories-dialog";
import { CopyMonthDialog } from "./copy-month-dialog";
import { DeleteBudgetDialog } from "./delete-budget-dialog";
import { EditPlanDialog } from "./edit-plan-dialog";
import { MonthSelect } from "./month-select";
import { SummaryCards } from "./summary-cards";

const ADMIN_NOTE = "Budget entries need to be created by administrators";

type Dialog = "add" | "copy" | "categories" | "plan" | "delete" | null;

function NoLocation({ hasLocations }: { hasLocations: boolean }) {
  return (
    <EmptyStateCard
      icon={MapPin}
      title="No location selected"
      description={
        hasLocations
          ? "Choose a location in the top bar to see its budget."
          : "Budgets are kept per location. Add a location on the Organization page first."
      }
    />
  );
}

/** Staff see budgets only when their organization shares them (shared/domain/permissions.ts). */
export default function BudgetPage() {
  const { can } = useAuth();
  if (!can("budgets.see")) {
    return (
      <NoAccess
        page="Budget Tracking"
        title="Budgets are not shared with staff"
        description="Your organization keeps budgets to managers and administrators."
      />
    );
  }
  return <BudgetScreen />;
}

function BudgetScreen() {
  const { can } = useAuth();
  const canPlan = can("budgets.plan");
  const canKeepCategories = can("budgetCategories.manage");
  const { selectedLocation, locations } = useSelectedLocation();
  const today = React.useMemo(() => new Date(), []);
  // Issue 24: a year back and a year ahead, across the turn of the year.
  const months = React.useMemo(() => monthsAround(currentMonth(today)), [today]);
  const [month, setMonth] = React.useState(() => currentMonth(today));
  const [editingId, setEditingId] = React.useState<string | null>(null);
  const [dialog, setDialog] = React.useState<Dialog>(null);
  // The target outlives the open flag so dialogs keep their text while they animate closed.
  const [target, setTarget] = React.useState<BudgetDto | null>(null);

  const locationId = selectedLocation?.id ?? null;
  const budgets = useQuery(budgetsQuery(locationId, month));
  const categories = useQuery({ ...budgetCategoriesQuery, enabled: canPlan });

  React.useEffect(() => setEditingId(null), [locationId, month]);

  const lines = React.useMemo(() => budgets.data ?? [], [budgets.data]);
  const totals = React.useMemo(() => budgetTotals(lines), [lines]);
  const monthLabel = formatYearMonth(month);
  const fromMonth = previousMonth(month);
  const fromLabel = formatYearMonth(fromMonth);
  const unusedCategories = React.useMemo(() => {
    const used = new Set(lines.map((l) => l.categoryId));
    return (categories.data ?? []).filter((c) => !used.has(c.id));
  }, [categories.data, lines]);

  const open = (which: Dialog, budget: BudgetDto | null = null) => {
    if (budget) setTarget(budget);
    setDialog(which);
  };
  const dialogProps = (which: Exclude<Dialog, null>) => ({
    open: dialog === which,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? which : null),
  });

  const subtitle = selectedLocation
    ? `Weekly actuals against planned budgets for ${selectedLocation.name}`
    : "Weekly actuals against planned budgets";

  const planTools = canPlan && selectedLocation && (
    <div role="toolbar" aria-label="Budget tools" className="flex flex-wrap gap-2">
      <Button onClick={() => open("add")}>
        <Plus aria-hidden="true" />
        Add Budget Line
      </Button>
      <Button variant="outline" onClick={() => open("copy")}>
        <Copy aria-hidden="true" />
        Copy from {fromLabel}
      </Button>
      {canKeepCategories && (
        <Button variant="outline" onClick={() => open("categories")}>
          <FolderCog aria-hidden="true" />
          Manage Categories
        </Button>
      )}
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        className="mb-0"
        title="Budget Tracking"
        subtitle={subtitle}
        actions={<MonthSelect months={months} value={month} onChange={setMonth} />}
      />

      {!selectedLocation ? (
        <NoLocation hasLocations={locations.length > 0} />
      ) : budgets.isLoading ? (
        <PageSpinner label="Loading budget..." />
      ) : budgets.isError ? (
        <EmptyStateCard
          icon={PiggyBank}
          title="The budget could not be loaded"
          description={serverMessage(budgets.error)}
          action={
            <Button variant="outline" onClick={() => void budgets.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          {planTools}
          <SummaryCards totals={totals} monthLabel={monthLabel} />
          {lines.length > 0 && <BudgetChart budgets={lines} monthLabel={monthLabel} />}
          <Card>
            <CardHeader>
              <CardTitle>Budget Categories</CardTitle>
              <CardDescription>Actual spending against the plan for {monthLabel}</CardDescription>
            </CardHeader>
            <CardContent>
              {lines.length === 0 ? (
                <EmptyState
                  className="py-6"
                  icon={PiggyBank}
                  title="No budget data available for this month"
                  description={
                    canPlan ? `${ADMIN_NOTE}: add a line or copy last month's plan.` : ADMIN_NOTE
                  }
                />
              ) : (
                <ul className="divide-y" aria-label={`Budget lines for ${monthLabel}`}>
                  {lines.map((budget) => (
                    <BudgetRow
                      key={budget.id}
                      budget={budget}
                      editing={editingId === budget.id}
                      onEdit={() => setEditingId(budget.id)}
                      onDoneEditing={() => setEditingId(null)}
                      onEditPlan={canPlan ? () => open("plan", budget) : undefined}
                      onDelete={canPlan ? () => open("delete", budget) : undefined}
                    />
                  ))}
                </ul>
              )}
              {!canPlan && lines.length > 0 && <p className="mt-4 text-xs text-muted-foreground">{ADMIN_NOTE}.</p>}
            </CardContent>
          </Card>
        </>
      )}

      {canPlan && selectedLocation && (
        <>
          <AddBudgetDialog
            {...dialogProps("add")}
            locationId={selectedLocation.id}
            locationName={selectedLocation.name}
            month={month}
            monthLabel={monthLabel}
            categories={unusedCategories}
            onManageCategories={canKeepCategories ? () => open("categories") : undefined}
          />
          <CopyMonthDialog
            {...dialogProps("copy")}
            locationId={selectedLocation.id}
            fromMonth={fromMonth}
            fromLabel={fromLabel}
            toMonth={month}
            toLabel={monthLabel}
          />
          {canKeepCategories && <CategoriesDialog {...dialogProps("categories")} categories={categories.data ?? []} />}
          <EditPlanDialog {...dialogProps("plan")} budget={target} monthLabel={monthLabel} />
          <DeleteBudgetDialog {...dialogProps("delete")} budget={target} monthLabel={monthLabel} />
        </>
      )}
    </div>
  );
}

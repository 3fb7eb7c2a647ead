import { Calculator, CalendarPlus, DollarSign, Upload, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import type { Action } from "@shared/domain/permissions";
import { useAuth } from "@/app/auth";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** `needs`: the permission the screen behind the action asks for; without it the action is not offered. */
const ACTIONS: Array<{ title: string; caption: string; href: string; icon: LucideIcon; needs?: Action }> = [
  { title: "Upload License", caption: "AI-powered extraction", href: "/licenses", icon: Upload },
  { title: "Calculate Tips", caption: "Upload Excel files", href: "/payroll", icon: Calculator, needs: "payroll.see" },
  { title: "Update Budget", caption: "Weekly actuals", href: "/budget", icon: DollarSign, needs: "budgets.see" },
  { title: "Plan Campaign", caption: "Marketing calendar", href: "/marketing", icon: CalendarPlus },
];

export function QuickActions() {
  const { can } = useAuth();
  const offered = ACTIONS.filter((a) => !a.needs || can(a.needs));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base sm:text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3" aria-label="Quick actions">
          {offered.map(({ title, caption, href, icon: Icon }) => (
            <li key={title}>
              <Link
                href={href}
                className="flex h-full flex-col items-start gap-2 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="text-sm font-medium">{title}</span>
                <span className="text-xs text-muted-foreground">{caption}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

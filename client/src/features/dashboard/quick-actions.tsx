import { Calculator, CalendarPlus, DollarSign, Upload, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const ACTIONS: Array<{ title: string; caption: string; href: string; icon: LucideIcon }> = [
  { title: "Upload License", caption: "AI-powered extraction", href: "/licenses", icon: Upload },
  { title: "Calculate Tips", caption: "Upload Excel files", href: "/payroll", icon: Calculator },
  { title: "Update Budget", caption: "Weekly actuals", href: "/budget", icon: DollarSign },
  { title: "Plan Campaign", caption: "Marketing calendar", href: "/marketing", icon: CalendarPlus },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base sm:text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3" aria-label="Quick actions">
          {ACTIONS.map(({ title, caption, href, icon: Icon }) => (
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

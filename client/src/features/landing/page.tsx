import {
  Building2,
  Calculator,
  CalendarDays,
  FileText,
  type LucideIcon,
  PiggyBank,
  Truck,
  Wrench,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { loginHref } from "@/app/unauthorized";
import { Card, CardContent } from "@/components/ui/card";

interface Capability {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** SPEC section 1: the capabilities shown to signed-out visitors. */
const CAPABILITIES: Capability[] = [
  {
    icon: FileText,
    title: "License Tracking",
    text: "Track every license with expiration alerts and AI document processing.",
  },
  {
    icon: Calculator,
    title: "Payroll Calculator",
    text: "Read Excel files to calculate tip distribution.",
  },
  {
    icon: PiggyBank,
    title: "Budget Tracking",
    text: "Compare weekly actuals against planned budgets by category.",
  },
  {
    icon: Building2,
    title: "Multi-Location Management",
    text: "Manage all your locations with role-based access.",
  },
  {
    icon: Wrench,
    title: "Equipment Inventory",
    text: "Keep an inventory with AI processing of manuals and maintenance schedules.",
  },
  {
    icon: Truck,
    title: "Vendor Management",
    text: "Contacts, schedules and service information in one place.",
  },
  {
    icon: CalendarDays,
    title: "Marketing Calendar",
    text: "Plan campaigns across your locations.",
  },
];

function SignInLink({ children, size = "lg" }: { children: string; size?: "lg" | "default" }) {
  return (
    <Button asChild size={size}>
      {/* A link to "/?location=…" followed while signed out keeps its parameter through the sign-in. */}
      <a href={loginHref(`${window.location.pathname}${window.location.search}`)}>{children}</a>
    </Button>
  );
}

export default function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-accent/60 via-background to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-lg font-bold text-primary-foreground">
            S
          </span>
          <span className="text-xl font-bold tracking-tight">Sous</span>
        </div>
        <SignInLink size="default">Get Started</SignInLink>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-4 pb-12 pt-10 text-center sm:px-6 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            Restaurant operations for every location, in one place
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">
            Keep compliance and operations together for your quick-service restaurants and food and beverage
            venues: licenses, tips, budgets, equipment, vendors and campaigns, scoped to each location.
          </p>
          <div className="mt-8 flex justify-center">
            <SignInLink>Sign In to Continue</SignInLink>
          </div>
        </section>

        <section aria-labelledby="capabilities-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="capabilities-heading" className="sr-only">
            What you can do
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CAPABILITIES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="flex gap-4 p-5 sm:p-6">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h3 className="font-semibold">{title}</h3>
                      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t py-6 text-center text-sm text-muted-foreground">Sous — restaurant operations</footer>
    </div>
  );
}
